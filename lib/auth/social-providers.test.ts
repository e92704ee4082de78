import { providerVouchesForEmail } from './social-providers';

describe('providerVouchesForEmail', () => {
  it('trusts Google only when it says email_verified: true', () => {
    expect(providerVouchesForEmail('google', { email: 'a@gmail.example', email_verified: true })).toBe(true);
    for (const claim of [false, 'true', 1, undefined, null]) {
      expect(providerVouchesForEmail('google', { email: 'a@gmail.example', email_verified: claim })).toBe(false);
    }
    expect(providerVouchesForEmail('google', undefined)).toBe(false);
  });

  it('never trusts Facebook, whatever its profile says', () => {
    expect(providerVouchesForEmail('facebook', { email: 'a@example.com', email_verified: true, verified: true })).toBe(false);
  });
});
