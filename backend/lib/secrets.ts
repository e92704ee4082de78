import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Six digits from the operating system's CSPRNG. */
export function newOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function newSalt(): string {
  return randomBytes(16).toString('base64url');
}

/** Opaque single-use tokens (reset links, registration keys). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashOtp(otp: string, salt: string): string {
  return createHmac('sha256', salt).update(otp, 'utf8').digest('hex');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Constant-time comparison of two hex digests or keys. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
