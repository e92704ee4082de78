/** What Facebook's Graph API `/me?fields=id,name,email,picture` answers (fields may be missing). */
export interface FacebookProfile {
  id?: unknown;
  name?: unknown;
  email?: unknown;
  picture?: unknown;
}

export interface MappedProfile {
  id: string;
  name: string;
  email: string | null;
  image: string | null;
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * next-auth's own mapping reads `picture.data.url` unguarded and throws for members without a
 * picture; this one tolerates missing fields and skips Facebook's placeholder silhouette.
 */
export function mapFacebookProfile(profile: FacebookProfile): MappedProfile {
  const id = typeof profile.id === 'number' ? String(profile.id) : text(profile.id);
  if (!id) throw new Error('Facebook profile without an id');
  const data = field(field(profile.picture, 'data'), 'url') === undefined ? undefined : field(profile.picture, 'data');
  const url = text(field(data, 'url'));
  const image = url.startsWith('https://') && field(data, 'is_silhouette') !== true ? url : null;
  const email = text(profile.email).toLowerCase();
  return { id, name: text(profile.name), email: email || null, image };
}
