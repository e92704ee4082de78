import 'server-only';
import { z } from 'zod';

const EnvSchema = z.object({
  BACKEND_URL: z.url().default('http://127.0.0.1:4000'),
  /** Time the web app waits for the backend before answering 504 (BFF, media, sign-in: apiFetch `patient`). */
  BACKEND_TIMEOUT_MS: z.coerce.number().int().positive().default(10000),
  /**
   * Time any other server-side call (apiFetch, i.e. page renders) waits: short, so a hung backend
   * still lets a page answer within 2 s (cached, or the wrapper's 503 page, scripts/web-server.mjs).
   */
  BACKEND_READ_TIMEOUT_MS: z.coerce.number().int().positive().default(1500),
  NEXTAUTH_SECRET: z.string().min(16).optional(),
});

/** Validated server environment, read when used (not at import), so a build needs none of it. */
export function serverEnv() {
  return EnvSchema.parse({
    BACKEND_URL: process.env.BACKEND_URL || undefined,
    BACKEND_TIMEOUT_MS: process.env.BACKEND_TIMEOUT_MS || undefined,
    BACKEND_READ_TIMEOUT_MS: process.env.BACKEND_READ_TIMEOUT_MS || undefined,
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET || undefined,
  });
}
