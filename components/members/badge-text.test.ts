import { badgeText } from './badge-text';

describe('badgeText', () => {
  it.each([
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%i unread → %s', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });
});
