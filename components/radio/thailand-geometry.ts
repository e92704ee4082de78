import 'server-only';
import { createHash } from 'node:crypto';
import { geoMercator, geoPath, type GeoPermissibleObjects } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries50m from 'world-atlas/countries-50m.json';

/**
 * Thailand and its neighbours as SVG paths, projected once per process.
 * Data: Natural Earth 1:50m admin-0 countries (public domain) via world-atlas.
 */
export const MAP_WIDTH = 360;
export const MAP_HEIGHT = 620;
const THAILAND = '764';
const NEIGHBOURS = ['104', '418', '116', '458', '704'];

export interface ThailandMap {
  /** Thailand's outline (a path of the picture). */
  thailand: string;
  project(longitude: number, latitude: number): [number, number] | null;
  /** The land as a standalone SVG picture (served at MAP_IMAGE_PATH), and a digest of it for the URL. */
  svg: string;
  version: string;
}

/**
 * The picture reaches two map widths out on each side of the map's view box (the clip extent below):
 * the page places it at x = PICTURE_LEFT, so where the map is drawn wider than its view box the
 * neighbours go on into the bands either side, as they did when the paths were part of the page.
 */
export const PICTURE_LEFT = -2 * MAP_WIDTH;
export const PICTURE_WIDTH = 5 * MAP_WIDTH;

/** Where the land picture is served (app/radio-map.svg/route.ts); the page adds `?v=<version>`. */
export const MAP_IMAGE_PATH = '/radio-map.svg';

// The theme's colours (Tailwind's slate-200, emerald-100, emerald-700): the picture is an image, so
// the page's CSS classes do not reach inside it.
const NEIGHBOUR_FILL = 'oklch(92.9% 0.013 255.508)';
const THAILAND_FILL = 'oklch(95% 0.052 163.051)';
const THAILAND_STROKE = 'oklch(50.8% 0.118 165.612)';

let cached: ThailandMap | undefined;

export function thailandMap(): ThailandMap {
  if (cached) return cached;
  const topology = countries50m as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const collection = feature(topology, topology.objects.countries);
  const thai = collection.features.find((f) => f.id === THAILAND);
  if (!thai) throw new Error('Thailand is missing from world-atlas');
  // Clipped to where the neighbours can show and rounded to a tenth of a unit (a fraction of a pixel
  // at any size the page draws the map). The paths are a picture of their own rather than part of
  // the radio page, whose HTML and RSC payload would each carry every digit (about 27 kB twice); the
  // browser keeps the picture across visits. The SVG is at most 70vh high and as wide as its column, so
  // on a tablet or a phone held sideways the map is centred with bands on either side, where the
  // neighbours go on: the clip reaches two map widths out on each side (a landscape phone's bands).
  const projection = geoMercator()
    .fitExtent([[12, 12], [MAP_WIDTH - 12, MAP_HEIGHT - 12]], thai as GeoPermissibleObjects)
    .clipExtent([[PICTURE_LEFT, 0], [PICTURE_LEFT + PICTURE_WIDTH, MAP_HEIGHT]]);
  const path = geoPath(projection).digits(1);
  const thailand = path(thai as GeoPermissibleObjects) ?? '';
  const neighbours = collection.features.filter((f) => NEIGHBOURS.includes(String(f.id))).map((f) => path(f as GeoPermissibleObjects) ?? '').filter(Boolean);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${PICTURE_LEFT} 0 ${PICTURE_WIDTH} ${MAP_HEIGHT}" width="${PICTURE_WIDTH}" height="${MAP_HEIGHT}">`,
    ...neighbours.map((d) => `<path d="${d}" fill="${NEIGHBOUR_FILL}" stroke="#fff" stroke-width="0.8"/>`),
    `<path d="${thailand}" fill="${THAILAND_FILL}" stroke="${THAILAND_STROKE}" stroke-width="1"/>`,
    '</svg>',
  ].join('');
  cached = {
    thailand,
    project: (longitude, latitude) => projection([longitude, latitude]),
    svg,
    version: createHash('sha256').update(svg).digest('base64url').slice(0, 12),
  };
  return cached;
}
