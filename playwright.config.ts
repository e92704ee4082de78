import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// The suite runs against the production build with both processes started by the
// README's own start script, on ports of its own and a fresh embedded database.
const WEB_PORT = Number(process.env.E2E_PORT || 3100);
const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT || 4100);
export const baseURL = `http://localhost:${WEB_PORT}`;
/** The local OpenID provider that stands in for Google (e2e/oidc-server.mjs). */
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT || BACKEND_PORT + 90);
export const backendURL = `http://127.0.0.1:${BACKEND_PORT}`;

// Debian's browsers where installed (no browser downloads here), else Playwright's own. Headless runs
// prefer the old headless shell (package chromium-headless-shell), as Playwright's own browsers do: the
// full browser in new-headless mode spends about twice the CPU per page on these two cores.
// E2E_CHROMIUM picks a binary.
const systemChromium = [process.env.E2E_CHROMIUM, '/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (path) => path && existsSync(path),
);

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // The home popup banner would cover `/` in every journey; e2e/catalogue.spec.ts tests it with a clean state.
    storageState: {
      cookies: [{ name: 'acceptShowBanner', value: 'true', domain: 'localhost', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }],
      origins: [],
    },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: systemChromium,
      // LocalNetworkAccessChecks: a partner's page made up by a test (page.route) has no address, so
      // Chromium counts it as public and refuses its frames of the local server (media.spec.ts).
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-features=LocalNetworkAccessChecks'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node e2e/oidc-server.mjs',
      url: `http://localhost:${OIDC_PORT}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { OIDC_PORT: String(OIDC_PORT), OIDC_WEB_ORIGIN: baseURL },
    },
    {
      command: 'node scripts/start.mjs --fresh',
      url: `${baseURL}/favicon.svg`,
      timeout: 400_000,
      reuseExistingServer: false,
      stdout: process.env.E2E_SERVER_LOG ? 'pipe' : 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(WEB_PORT),
        BACKEND_PORT: String(BACKEND_PORT),
        DATA_DIR: '.data/e2e',
        // The suite signs in many times from one address; the members issue's rate limits must not trip it.
        E2E: '1',
        GOOGLE_CLIENT_ID: 'e2e-google',
        GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
        GOOGLE_ISSUER: `http://localhost:${OIDC_PORT}`,
      },
    },
  ],
});
