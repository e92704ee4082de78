import { mapFacebookProfile } from './facebook-profile';

describe('mapFacebookProfile', () => {
  it('maps id, name, e-mail and picture', () => {
    expect(
      mapFacebookProfile({ id: '1029', name: ' Somchai Jaidee ', email: 'Somchai@Example.com', picture: { data: { url: 'https://graph.example/p.jpg', is_silhouette: false } } }),
    ).toEqual({ id: '1029', name: 'Somchai Jaidee', email: 'somchai@example.com', image: 'https://graph.example/p.jpg' });
  });

  it('tolerates a missing picture and e-mail (phone-only accounts)', () => {
    expect(mapFacebookProfile({ id: 77, name: 'Malee' })).toEqual({ id: '77', name: 'Malee', email: null, image: null });
  });

  it('skips the placeholder silhouette and non-https pictures', () => {
    expect(mapFacebookProfile({ id: '1', picture: { data: { url: 'https://x/s.jpg', is_silhouette: true } } }).image).toBeNull();
    expect(mapFacebookProfile({ id: '1', picture: { data: { url: 'http://x/s.jpg' } } }).image).toBeNull();
    expect(mapFacebookProfile({ id: '1', picture: 'nonsense' }).image).toBeNull();
  });

  it('refuses a profile without an id', () => {
    expect(() => mapFacebookProfile({ name: 'x' })).toThrow();
  });
});
