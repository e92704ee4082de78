import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { members } from '../db/schema';
import type { Database } from '../db/client';
import { hashPassword } from '../lib/passwords';

/** A second member with a session, for tests that one member can never touch another's data. */
export async function createOtherMember(app: FastifyInstance, db: Database, password = 'Other12345'): Promise<{ id: number; token: string; username: string }> {
  const username = `other${randomBytes(3).toString('hex')}`;
  const [row] = await db
    .insert(members)
    .values({ username, email: `${username}@prd.example`, passwordHash: await hashPassword(password), firstname: 'Other', lastname: 'Member' })
    .returning({ id: members.id });
  if (!row) throw new Error('other member not created');
  return { id: row.id, token: await app.repositories.sessions.create(row.id), username };
}
