import 'server-only';
import { getServerSession } from 'next-auth';
import { authOptions } from './options';

/** The signed-in member as the pages see it (no token, no id), or null for a visitor. */
export async function getMember() {
  const session = await getServerSession(authOptions);
  return session?.user ?? null;
}
export type Member = NonNullable<Awaited<ReturnType<typeof getMember>>>;
