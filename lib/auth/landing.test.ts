import { landingPath } from './landing';

describe('landingPath', () => {
  it('opens the page in the member language', () => {
    expect(landingPath('/vod/3?t=10', 'en')).toBe('/en/vod/3?t=10');
    expect(landingPath('/en/vod/3', 'th')).toBe('/vod/3');
    expect(landingPath('/en', 'th')).toBe('/');
    expect(landingPath('/', 'en')).toBe('/en');
    expect(landingPath('/en/schedule', 'en')).toBe('/en/schedule');
  });
  it('keeps the page when the language is unknown', () => {
    expect(landingPath('/en/radio', undefined)).toBe('/en/radio');
  });
  it('never leaves the site', () => {
    expect(landingPath('//evil.example/x', 'th')).toBe('/');
    expect(landingPath('https://evil.example', 'th')).toBe('/');
    expect(landingPath('/\\evil.example', 'en')).toBe('/en');
    expect(landingPath(null, 'th')).toBe('/');
  });
});
