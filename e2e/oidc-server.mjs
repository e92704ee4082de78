#!/usr/bin/env node
// A local OpenID provider standing in for Google in the Playwright suite (the web app gets
// GOOGLE_ISSUER pointing here). oidc-provider's development login accepts any login name; the
// account's e-mail is `<login>@oidc.example`, its name "<login> Tester".
import http from 'node:http';
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_PORT || 4190);
const webOrigin = process.env.OIDC_WEB_ORIGIN || 'http://localhost:3100';
const issuer = `http://localhost:${port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: process.env.OIDC_CLIENT_ID || 'e2e-google',
      client_secret: process.env.OIDC_CLIENT_SECRET || 'e2e-google-secret',
      redirect_uris: [`${webOrigin}/api/auth/callback/google`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
  cookies: { keys: ['e2e-oidc-cookie-key'] },
  // Like Google: the ID token itself carries e-mail and name (next-auth's Google provider reads only the ID token).
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: true } },
  async findAccount(_ctx, id) {
    return {
      accountId: id,
      // `verified-<address>` and `unverified-<address>` sign in with that address, vouched for or not
      // (as a Google account whose address Google never checked); any other login gets one of its own.
      async claims() {
        const given = /^(un)?verified-(.+@.+)$/.exec(id);
        if (given) return { sub: id, email: given[2], email_verified: !given[1], name: 'Given Tester' };
        return { sub: id, email: `${id.toLowerCase()}@oidc.example`, email_verified: true, name: `${id} Tester` };
      },
    };
  },
  // Consent is implied for the test client, like a first-party app.
  loadExistingGrant: async (ctx) => {
    const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
    if (grantId) return ctx.oidc.provider.Grant.find(grantId);
    const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
    grant.addOIDCScope('openid email profile');
    grant.addOIDCClaims(['email', 'email_verified', 'name', 'picture']);
    await grant.save();
    return grant;
  },
});
provider.on('server_error', (_ctx, error) => console.error('[oidc] server error', error));

http.createServer(provider.callback()).listen(port, () => console.log(`[oidc] listening on ${issuer}`));
