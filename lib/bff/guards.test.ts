import { isCrossSite, requestOrigin } from './guards';

const self = 'http://localhost:3000';

describe('isCrossSite', () => {
  it('accepts same-origin browser requests', () => {
    expect(isCrossSite(new Headers({ 'sec-fetch-site': 'same-origin', origin: self }), self)).toBe(false);
  });
  it('refuses another site by Sec-Fetch-Site', () => {
    expect(isCrossSite(new Headers({ 'sec-fetch-site': 'cross-site' }), self)).toBe(true);
    expect(isCrossSite(new Headers({ 'sec-fetch-site': 'same-site' }), self)).toBe(true);
  });
  it('refuses a foreign or opaque Origin', () => {
    expect(isCrossSite(new Headers({ origin: 'https://evil.example' }), self)).toBe(true);
    expect(isCrossSite(new Headers({ origin: 'null' }), self)).toBe(true);
    expect(isCrossSite(new Headers({ origin: 'not a url' }), self)).toBe(true);
  });
  it('lets non-browser clients through', () => {
    expect(isCrossSite(new Headers(), self)).toBe(false);
  });
});

describe('requestOrigin', () => {
  it('prefers the forwarded host and protocol', () => {
    const headers = new Headers({ host: 'internal:3000', 'x-forwarded-host': 'tv.example', 'x-forwarded-proto': 'https' });
    expect(requestOrigin('http://internal:3000/api/v1/channel', headers)).toBe('https://tv.example');
  });
  it('falls back to the Host header', () => {
    expect(requestOrigin('http://0.0.0.0:3000/x', new Headers({ host: 'localhost:3000' }))).toBe(self);
  });
});
