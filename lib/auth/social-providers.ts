import 'server-only';
import type { Provider } from 'next-auth/providers/index';
import FacebookProvider from 'next-auth/providers/facebook';
import GoogleProvider from 'next-auth/providers/google';
import { mapFacebookProfile, type FacebookProfile } from './facebook-profile';

/**
 * Whether the provider vouches that the profile's address is the person's: Google's (OpenID) claim
 * `email_verified`, exactly true. Facebook has no such claim (a profile may show an address its owner
 * never confirmed), so it never vouches. Only a vouched-for address may join an existing account.
 */
export function providerVouchesForEmail(provider: string, profile: unknown): boolean {
  if (provider !== 'google' || typeof profile !== 'object' || profile === null) return false;
  return (profile as { email_verified?: unknown }).email_verified === true;
}

/**
 * Google and Facebook sign-in, each only when its client id and secret are set. GOOGLE_ISSUER points
 * Google at another OpenID provider (the Playwright suite runs a local one).
 */
export function socialProviders(env: NodeJS.ProcessEnv = process.env): Provider[] {
  const providers: Provider[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    const issuer = env.GOOGLE_ISSUER?.replace(/\/$/, '');
    providers.push(
      GoogleProvider({
        clientId: env.GOOGLE_CLIENT_ID,
        clientSecret: env.GOOGLE_CLIENT_SECRET,
        ...(issuer ? { issuer, wellKnown: `${issuer}/.well-known/openid-configuration` } : {}),
      }),
    );
  }
  if (env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET) {
    providers.push(
      FacebookProvider({
        clientId: env.FACEBOOK_CLIENT_ID,
        clientSecret: env.FACEBOOK_CLIENT_SECRET,
        profile: (profile: FacebookProfile) => mapFacebookProfile(profile),
      }),
    );
  }
  return providers;
}
