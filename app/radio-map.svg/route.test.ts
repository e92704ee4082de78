import { MAP_HEIGHT, MAP_IMAGE_PATH, MAP_WIDTH, PICTURE_LEFT, PICTURE_WIDTH, thailandMap } from '@/components/radio/thailand-geometry';
import { GET } from './route';

describe('GET /radio-map.svg', () => {
  it('serves the land of the radio map as a picture, kept a year at the versioned address', async () => {
    const { version } = thailandMap();
    const response = GET(new Request(`http://localhost${MAP_IMAGE_PATH}?v=${version}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await response.text();
    // Two map widths either side of the map's view box, where the page may show the neighbours.
    expect([PICTURE_LEFT, PICTURE_WIDTH]).toEqual([-2 * MAP_WIDTH, 5 * MAP_WIDTH]);
    expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" viewBox="${PICTURE_LEFT} 0 ${PICTURE_WIDTH} ${MAP_HEIGHT}" width="${PICTURE_WIDTH}" height="${MAP_HEIGHT}">`));
    // Thailand and its five neighbours, drawn in the theme's colours (no classes reach inside an image).
    expect(svg.match(/<path d="M/g)).toHaveLength(6);
    expect(svg).toContain('fill="oklch(95% 0.052 163.051)"');
    expect(svg).not.toMatch(/class=|<script|on[a-z]+=/);
    // The version is the picture's digest: another picture, another address.
    expect(version).toMatch(/^[\w-]{12}$/);
  });

  it('lets nobody keep the picture under an unversioned or another version\'s address', () => {
    expect(GET(new Request(`http://localhost${MAP_IMAGE_PATH}`)).headers.get('cache-control')).toBe('no-cache');
    expect(GET(new Request(`http://localhost${MAP_IMAGE_PATH}?v=old`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('places the stations where the picture draws the land (same projection)', () => {
    const map = thailandMap();
    // Bangkok lies inside the frame, Hanoi (Viet Nam, north-east) far up the picture, Singapore outside it.
    const bangkok = map.project(100.5018, 13.7563);
    expect(bangkok?.[0]).toBeGreaterThan(0);
    expect(bangkok?.[0]).toBeLessThan(MAP_WIDTH);
    expect(bangkok?.[1]).toBeGreaterThan(MAP_HEIGHT / 3);
    expect(bangkok?.[1]).toBeLessThan(MAP_HEIGHT);
    expect(map.svg).toContain(map.thailand);
  });
});
