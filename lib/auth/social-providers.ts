import 'server-only';
import type { Provider } from 'next-auth/providers/index';
import FacebookProvider from 'next-auth/providers/facebook';
import GoogleProvider from 'next-auth/providers/google';
import { mapFacebookProfile, type FacebookProfile } from './facebook-profile';

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
