import { memberPagePath, returnPath } from './login-return';

describe('memberPagePath', () => {
  it('is a member page without its locale prefix', () => {
    expect(memberPagePath('/history')).toBe('/history');
    expect(memberPagePath('/en/favorite')).toBe('/favorite');
    expect(memberPagePath('/en/profile/')).toBe('/profile');
  });

  it('is null for any other page', () => {
    for (const path of ['/', '/en', '/vod/1', '/en/historyx', '/english/history']) expect(memberPagePath(path)).toBeNull();
  });
});

describe('returnPath', () => {
  it('follows a member page named by ?next=', () => {
    expect(returnPath('?login=1&next=%2Fen%2Fhistory')).toBe('/history');
    expect(returnPath('?login=1&next=/favorite?x=1#top')).toBe('/favorite');
  });

  it('ignores anything else: none, another site, a path of the site that is not a member page, a script', () => {
    for (const search of [
      '?login=1',
      '?next=https://evil.example/history',
      '?next=//evil.example/history',
      '?next=/\\evil.example',
      '?next=javascript:alert(1)',
      '?next=/vod/1',
      '?next=history',
      // Dot segments resolve elsewhere, as the browser would take them.
      '?next=/favorite/../vod/1',
      '?next=/history/%2e%2e/%2e%2e/api/auth/signout',
      '?next=/favorite/../..//evil.example/x',
    ])
      expect(returnPath(search)).toBeNull();
  });
});
