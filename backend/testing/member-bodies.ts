import { memberFieldOf, type Endpoint, type EndpointPath } from '../../lib/contract/endpoints';

/** Item-specific fields that make each member endpoint's body valid (the member field is added by validMemberBody). */
const BODIES: Partial<Record<EndpointPath, Record<string, unknown>>> = {
  'auth/password': { current: 'Other12345', password: 'Changed-Pass9' },
  'auth/account/update': { firstname: 'Mallory', lastname: 'Evil', username: 'mallory' },
  'auth/account/upload': { image: 'data:image/png;base64,iVBORw0KGgo=' },
  'auth/language/change': { language: 'en' },
  'notification/read': { id: 1 },
  'notification/delete': { id: 1 },
  'history/save': { kind: 'vod', itemId: 1, position: 10, duration: 100 },
  'history/position': { kind: 'vod', itemId: 1 },
  'history/delete': { id: 1 },
  'favorite/add': { kind: 'vod', itemId: 2 },
  'favorite/delete': { kind: 'vod', itemId: 1 },
};

/**
 * A body each member endpoint's schema accepts, naming `member` in its member field: abuse tests
 * use it so a refusal is about who asks, never about a malformed body.
 */
export function validMemberBody(path: EndpointPath, endpoint: Endpoint, member: number): Record<string, unknown> {
  return { ...BODIES[path], [memberFieldOf(endpoint)]: member };
}
