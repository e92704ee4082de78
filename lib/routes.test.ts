import { isMemberRoute } from './routes';

describe('isMemberRoute', () => {
  it('knows the members-only pages', () => {
    expect(isMemberRoute('/history')).toBe(true);
    expect(isMemberRoute('/favorite')).toBe(true);
    expect(isMemberRoute('/profile')).toBe(true);
  });
  it('leaves public pages alone', () => {
    expect(isMemberRoute('/')).toBe(false);
    expect(isMemberRoute('/historyx')).toBe(false);
    expect(isMemberRoute('/vod/1')).toBe(false);
  });
});
