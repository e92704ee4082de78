import { haversineKm } from './geo';

it('haversine: Bangkok to Chiang Mai is about 580 km', () => {
  const km = haversineKm({ latitude: 13.7563, longitude: 100.5018 }, { latitude: 18.7883, longitude: 98.9853 });
  expect(km).toBeGreaterThan(570);
  expect(km).toBeLessThan(600);
});
