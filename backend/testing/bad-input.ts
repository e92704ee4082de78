import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { endpoints, ErrorBodySchema, ErrorCode, ValidationText, type Endpoint, type EndpointPath } from '../../lib/contract';
import type { Database } from '../db/client';

/**
 * Shared generators and checks of the bad-input suites (backend directly and
 * through the BFF): malformed bodies derived from the contract's zod schemas,
 * injection and path-trick strings, the refusal shape and a fingerprint of the
 * tables members can write.
 */

/** Seed of every property in a run: FC_SEED=<n> replays a failing run (fast-check prints it on failure). */
export const FC_SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : Math.floor(Math.random() * 2 ** 31);
/** Scales every numRuns (FC_RUNS_FACTOR=0.2 for a quick pass, 5 for a long hunt). */
const FACTOR = process.env.FC_RUNS_FACTOR ? Number(process.env.FC_RUNS_FACTOR) : 1;
/** The contract's endpoints by method, as the suites walk them (direct and through the BFF). */
export const ALL_ENDPOINTS = Object.entries(endpoints) as [EndpointPath, Endpoint][];
export const POST_ENDPOINTS = ALL_ENDPOINTS.filter(([, endpoint]) => endpoint.method === 'POST');
export const GET_ENDPOINTS = ALL_ENDPOINTS.filter(([, endpoint]) => endpoint.method === 'GET');
/** Endpoints whose success ends the session the case signed in with: each such case gets its own. */
export const ENDS_SESSION = new Set<string>(['auth/logout', 'auth/password']);

export const runs = (n: number) => Math.max(1, Math.round(n * FACTOR));
export const fcOptions = (numRuns: number): fc.Parameters<unknown> => ({ seed: FC_SEED, numRuns: runs(numRuns), endOnFailure: true });

/** Marker the reflection checks look for: it must never come back in an HTML answer or without a JSON type. */
export const SCRIPT_MARKER = 'xss-probe-7f3a';

export const INJECTIONS = [
  `<script>alert('${SCRIPT_MARKER}')</script>`,
  `"><img src=x onerror=alert('${SCRIPT_MARKER}')>`,
  `<svg onload=alert('${SCRIPT_MARKER}')>`,
  `javascript:alert('${SCRIPT_MARKER}')`,
  `' OR '1'='1`,
  `' OR 1=1 --`,
  `1; DROP TABLE members; --`,
  `1 UNION SELECT password_hash FROM members --`,
  `'); DELETE FROM favorites; --`,
  `\\'; SELECT pg_sleep(5); --`,
  `%' AND 1=0 UNION SELECT NULL --`,
  `$$; select 1; $$`,
  `{{7*7}}`,
  '${7*7}',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  'a\u0000b',
  '\u0000',
  '\uFEFF\u202E\u200Bดีครับ',
  '\uD800',
  '🎬'.repeat(300),
  'ก'.repeat(5000),
  'x'.repeat(70_000),
  '__proto__',
  'constructor',
  '1e309',
  '-0',
  '0x10',
  'NaN',
  'Infinity',
  '9007199254740993',
  '2147483648',
];

/** Path segments that try to climb out of a media folder or smuggle separators. */
export const PATH_TRICKS = [
  '..',
  '../..',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2f..%2fpackage.json',
  '..%5c..%5cpackage.json',
  '%252e%252e%252f',
  '....//....//etc/passwd',
  'a%00.webp',
  '1%00',
  '%00',
  '%c0%ae%c0%ae%c0%af',
  '..;/',
  '%2f%2fevil.example',
  '-1',
  '99999999999999999999',
  '1e3',
  `%3Cscript%3E${SCRIPT_MARKER}%3C%2Fscript%3E`,
];

const badScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...INJECTIONS),
  fc.constantFrom<unknown>(null, true, false, 0, -1, -2147483649, 2147483648, 1.5, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, '', ' ', '0', '1', 'null', 'true'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.double({ noNaN: true }),
  fc.integer(),
);

/** Arrays and objects nested `depth` levels deep. */
const deep = fc.integer({ min: 20, max: 400 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
});

/** A value of a wrong (or sometimes right) shape for any field. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: badScalar },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(badScalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), badScalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: deep },
);

interface Field {
  name: string;
  /** Values the schema accepts (or nearly), so generated bodies reach the handlers, not only the validator. */
  plausible: fc.Arbitrary<unknown>;
}

type Def = { type: string; shape?: Record<string, z.ZodType>; entries?: Record<string, unknown>; values?: unknown[]; in?: z.ZodType; innerType?: z.ZodType; options?: z.ZodType[] };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function plausibleFor(name: string, schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'default':
    case 'optional':
    case 'nullable':
      return fc.oneof(fc.constant(undefined), plausibleFor(name, def.innerType as z.ZodType));
    case 'pipe':
      return plausibleFor(name, def.in as z.ZodType);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => plausibleFor(name, option)));
    case 'number':
      return fc.oneof(fc.integer({ min: 1, max: 40 }), fc.constantFrom(1, 2, 3));
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (/mail/i.test(name)) return fc.constantFrom('demo@prd.example', 'someone@example.com', `a+${SCRIPT_MARKER}@example.com`);
      if (/date/.test(name)) return fc.constantFrom('2026-01-01', '2026-13-45', '0000-00-00');
      if (/otp/.test(name)) return fc.stringMatching(/^\d{6}$/);
      if (/password|current/.test(name)) return fc.constantFrom('Demo12345', 'Brand-New-Pass9', 'short');
      return fc.oneof(fc.string({ minLength: 1, maxLength: 20 }), fc.constantFrom(...INJECTIONS.slice(0, 14)));
    default:
      return fc.string({ maxLength: 10 });
  }
}

/** The top-level fields of an endpoint's body or query schema, through defaults and pipes around the object. */
function shapeOf(schema: z.ZodType | undefined): [string, z.ZodType][] {
  let current = schema;
  while (current) {
    const def = defOf(current);
    if (def.type === 'object') return Object.entries(def.shape ?? {});
    current = def.in ?? def.innerType;
  }
  return [];
}

/** The top-level fields of an endpoint's body or query schema. */
export function fieldsOf(schema: z.ZodType | undefined): Field[] {
  return shapeOf(schema).map(([name, field]) => ({ name, plausible: plausibleFor(name, field) }));
}

/**
 * A value of the right shape for one field, so that a body built from them passes validation
 * and reaches the handler (a fresh address each call: registrations and resets start anew).
 */
let wellFormedCount = 0;
function wellFormedFor(name: string, schema: z.ZodType): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'default':
    case 'optional':
    case 'nullable':
      return wellFormedFor(name, def.innerType as z.ZodType);
    case 'pipe':
      return wellFormedFor(name, def.in as z.ZodType);
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'union':
      return wellFormedFor(name, (def.options ?? [])[0] as z.ZodType);
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'string':
      if (/mail/i.test(name)) return `probe-${(wellFormedCount += 1)}-${FC_SEED}@example.com`;
      if (/date/.test(name)) return '2026-01-01';
      if (/otp/.test(name)) return '123456';
      // Never the new password's value, nor any password a case sets: a current password equal to the new
      // one is refused as "must differ" (a validation error), which the well-formed body must not be.
      if (/current/.test(name)) return 'Not-The-Password1';
      if (/password/.test(name)) return 'Brand-New-Pass9';
      if (/phone/.test(name)) return '0812345678';
      if (/username/.test(name)) return 'probe.member';
      // A device token's shape (one no sign-in gave: it counts as none).
      if (name === 'device') return 'probe-device-token-0123456789abcdef';
      // A 1×1 PNG.
      if (/image/.test(name)) return 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
      if (/message/.test(name)) return 'Somchai would like to know when the next episode airs.';
      return 'Somchai';
    default:
      return 'x';
  }
}

/** Names of the fields of an endpoint's body that are text (after defaults and pipes are unwrapped). */
export function textFieldsOf(schema: z.ZodType | undefined): string[] {
  const isText = (field: z.ZodType): boolean => {
    const def = defOf(field);
    if (def.type === 'string') return true;
    const inner = def.innerType ?? def.in;
    return inner ? isText(inner) : def.type === 'union' && (def.options ?? []).some(isText);
  };
  return shapeOf(schema)
    .filter(([, field]) => isText(field))
    .map(([name]) => name);
}

/** A body the endpoint's schema accepts, with the member's id in its member field. */
export function wellFormedBody(endpoint: Endpoint, memberId: number): Record<string, unknown> {
  const memberField = endpoint.memberField ?? 'id';
  return Object.fromEntries(shapeOf(endpoint.request).map(([name, field]) => [name, name === memberField && endpoint.member ? memberId : wellFormedFor(name, field)]));
}

/**
 * Text PostgreSQL cannot store (U+0000) and other control characters, each put into one text
 * field of an otherwise well-formed body. Found by the generated suite (FC_SEED=394843218:
 * a firstname "\u0000" in an otherwise valid registration reached the database and answered 500).
 */
export const CONTROL_TEXTS = ['\u0000', 'a\u0000b', 'Som\u0007chai', '\u001b[31mred'];

/**
 * What a text field with control characters must get (`null`: anything but a 5xx): a 400 `validation_error` from the schema (the
 * database's net under it answers `bad_request`), except where the text is never stored: search terms (control
 * characters only separate words: 200) and passwords being checked (only compared with a hash, so
 * a password a member once chose still signs in: whatever the check answers, never a 5xx).
 */
export function controlTextAnswer(path: string, field: string): { status: number; code?: string } | null {
  if (path === 'search') return { status: 200 };
  if ((path === 'auth/login' && field === 'password') || (path === 'auth/password' && field === 'current')) return null;
  return { status: 400, code: ErrorCode.validation };
}

export interface BadBody {
  /** Raw text sent as the body. */
  payload: string;
  contentType: string | undefined;
  label: string;
}

const POLLUTION = [
  '"__proto__":{"role":"admin","polluted":"yes","isAdmin":true}',
  '"constructor":{"prototype":{"polluted":"yes"}}',
  '"prototype":{"polluted":"yes"}',
];

/** Adds prototype-pollution keys at the top of a JSON object text. */
function withPollution(json: string, which: number[]): string {
  const extra = which.map((i) => POLLUTION[i % POLLUTION.length]).join(',');
  if (json === '{}') return `{${extra}}`;
  return `{${extra},${json.slice(1)}`;
}

/**
 * Malformed bodies for one endpoint: each field missing, of a wrong type or
 * plausible, extra fields, pollution keys, or arbitrary JSON / not JSON at all.
 * `memberField` gets the signed-in member's id half of the time so the
 * handlers past the member check run too.
 */
export function badBodies(endpoint: Endpoint, memberId?: number): fc.Arbitrary<BadBody> {
  const fields = fieldsOf(endpoint.request);
  const memberField = endpoint.memberField ?? 'id';
  const record = fc.tuple(
    ...fields.map((field) =>
      fc.oneof(
        { weight: 1, arbitrary: fc.constant(undefined) },
        { weight: 3, arbitrary: badValue },
        { weight: 3, arbitrary: field.name === memberField && endpoint.member && memberId ? fc.constant<unknown>(memberId) : field.plausible },
      ),
    ),
  );
  const structured = fc
    .record({
      values: record,
      extra: fc.dictionary(fc.constantFrom('role', 'admin', 'memberId', 'is_admin', 'member', 'id', 'token', '$where', 'toString'), badValue, { maxKeys: 3 }),
      pollution: fc.subarray([0, 1, 2]),
    })
    .map(({ values, extra, pollution }) => {
      const body: Record<string, unknown> = { ...extra };
      fields.forEach((field, i) => {
        if (values[i] !== undefined) body[field.name] = values[i];
      });
      const json = JSON.stringify(body);
      return { payload: pollution.length ? withPollution(json, pollution) : json, contentType: 'application/json', label: 'fields' };
    });
  const anyJson = fc.jsonValue({ maxDepth: 4 }).map((value) => ({ payload: JSON.stringify(value) ?? 'null', contentType: 'application/json', label: 'json' }));
  const notJson = fc
    .oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.constantFrom('{', '{"a":', '[1,2', '{"a":1}{"b":2}', "{'a':1}", '{"a":NaN}', '\u0000', '{"a":"\\ud800"}', '{"__proto__":'),
    )
    .map((payload) => ({ payload, contentType: 'application/json', label: 'not-json' }));
  const wrongType = fc
    .record({
      contentType: fc.constantFrom(
        'text/plain',
        'text/html',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/json; charset=utf-16',
        'image/png',
        'application/octet-stream',
        'application/javascript',
        undefined,
      ),
      payload: fc.oneof(
        fc.constant(`id=1&member=1&name=<script>${SCRIPT_MARKER}</script>`),
        fc.constant(`<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>`),
        fc.constant('--x\r\nContent-Disposition: form-data; name="image"; filename="a.php"\r\n\r\n<?php system($_GET[1]); ?>\r\n--x--'),
        fc.constant('{"language":"en"}'),
        fc.string({ maxLength: 50 }),
      ),
    })
    .map(({ contentType, payload }) => ({ payload, contentType, label: 'content-type' }));
  return fc.oneof(
    { weight: 6, arbitrary: structured },
    { weight: 2, arbitrary: anyJson },
    { weight: 1, arbitrary: notJson },
    { weight: 1, arbitrary: wrongType },
  );
}

/** Query strings for GET endpoints: known keys with bad values, unknown keys, repeated keys, raw bytes. */
export function badQueries(endpoint: Endpoint): fc.Arbitrary<string> {
  const names = [...fieldsOf(endpoint.query).map((field) => field.name), 'id', '__proto__', 'constructor[prototype][polluted]'];
  const value = fc.oneof(
    fc.constantFrom(...INJECTIONS.filter((text) => text.length < 1000), ...PATH_TRICKS),
    fc.string({ maxLength: 30 }).map(encodeURIComponent),
    fc.constantFrom('0', '1', 'th', 'en', '', '%', '%zz', '%00', '%E0%B8', 'a'.repeat(5000)),
  );
  return fc
    .array(fc.tuple(fc.constantFrom(...names), value), { maxLength: 4 })
    .map((pairs) => pairs.map(([key, v]) => `${encodeURIComponent(key)}=${v.includes('%') ? v : encodeLoosely(v)}`).join('&'));
}

/** encodeURIComponent that does not throw on a lone surrogate (sent as the raw bytes of one). */
function encodeLoosely(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Buffer.from(text, 'utf8').toString('hex').replace(/../g, '%$&');
  }
}

const ERROR_CODES = new Set<string>(Object.values(ErrorCode));
/**
 * Validation answers the web translates: the contract's keys, plus the two texts the profile page
 * maps itself (components/members/use-server-error.ts: 409 username taken, "differ").
 */
const VALIDATION_TEXTS = new Set<string>([
  ...Object.values(ValidationText),
  'This username is already taken.',
  'The new password must differ from the current one.',
]);

export interface Answer {
  status: number;
  contentType: string;
  nosniff: boolean;
  text: string;
}

/**
 * The checks every answer to bad input must pass; returns a description of
 * what is wrong, or null. Refusals are 4xx with the contract's error body: a
 * known code and a message the web can show in Thai or English (validation
 * messages are keys of messages/{th,en}.json `Validation`, the others are
 * mapped from the code).
 */
export function problemWith(answer: Answer): string | null {
  if (answer.status >= 500) return `server error ${answer.status}: ${answer.text.slice(0, 300)}`;
  if (/text\/html/i.test(answer.contentType) && /<script|onerror\s*=|onload\s*=/i.test(answer.text)) return 'script reflected in an HTML answer';
  if (answer.text.includes(SCRIPT_MARKER) && !/^application\/json/i.test(answer.contentType)) return `probe reflected as ${answer.contentType}`;
  if (answer.status < 400) return null;
  if (!/^application\/json/i.test(answer.contentType)) return `refusal is ${answer.contentType || 'untyped'}, not JSON`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.text);
  } catch {
    return `refusal body is not JSON: ${answer.text.slice(0, 200)}`;
  }
  const body = ErrorBodySchema.safeParse(parsed);
  if (!body.success) return `refusal body is not the error shape: ${answer.text.slice(0, 200)}`;
  const { code, message } = body.data.error;
  if (!ERROR_CODES.has(code)) return `unknown error code ${code}`;
  if (!message.trim()) return 'empty error message';
  if (code === ErrorCode.validation && !VALIDATION_TEXTS.has(message)) return `validation message without a translation key: ${message}`;
  if (message.includes(SCRIPT_MARKER)) return 'error message echoes the input';
  return null;
}

/** Tables members can change through the API; a fingerprint of their rows (count and md5). */
const MEMBER_WRITABLE = ['members', 'sessions', 'notifications', 'registrations', 'password_resets', 'social_accounts', 'watch_history', 'favorites', 'contact_messages', 'site_stats'];
/**
 * Columns a refused request is meant to change: a wrong OTP guess is refused (400) and counted, so
 * that the fifth locks the registration. The auth-abuse suite checks the count itself.
 */
const COUNTS_REFUSALS = ['otp_failures'];

export async function fingerprint(db: Database): Promise<Record<string, string>> {
  const row = `(to_jsonb(t) - ${COUNTS_REFUSALS.map((column) => `'${column}'`).join(' - ')})::text`;
  const columns = MEMBER_WRITABLE.map(
    (table) => `(select count(*) || ':' || coalesce(md5(string_agg(${row}, '|' order by ${row})), '') from "${table}" t) as "${table}"`,
  ).join(', ');
  const result = await db.execute(sql.raw(`select ${columns}`));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string>[];
  return rows[0] ?? {};
}

/** True when nothing in this process's Object.prototype was polluted. */
export function prototypeIsClean(): boolean {
  const probe = {} as Record<string, unknown>;
  return probe.polluted === undefined && probe.isAdmin === undefined && probe.role === undefined;
}
