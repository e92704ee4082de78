import 'server-only';
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
  thailand: string;
  neighbours: string[];
  project(longitude: number, latitude: number): [number, number] | null;
}

let cached: ThailandMap | undefined;

export function thailandMap(): ThailandMap {
  if (cached) return cached;
  const topology = countries50m as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const collection = feature(topology, topology.objects.countries);
  const thai = collection.features.find((f) => f.id === THAILAND);
  if (!thai) throw new Error('Thailand is missing from world-atlas');
  // Clipped to where the neighbours can show and rounded to a tenth of a unit (a fraction of a pixel
  // at any size the page draws the map): the paths are part of the radio page's HTML and of its RSC
  // payload, so every digit is sent twice. The SVG is at most 70vh high and as wide as its column, so
  // on a tablet or a phone held sideways the map is centred with bands on either side, where the
  // neighbours go on: the clip reaches two map widths out on each side (a landscape phone's bands).
  const projection = geoMercator()
    .fitExtent([[12, 12], [MAP_WIDTH - 12, MAP_HEIGHT - 12]], thai as GeoPermissibleObjects)
    .clipExtent([[-2 * MAP_WIDTH, 0], [3 * MAP_WIDTH, MAP_HEIGHT]]);
  const path = geoPath(projection).digits(1);
  cached = {
    thailand: path(thai as GeoPermissibleObjects) ?? '',
    neighbours: collection.features.filter((f) => NEIGHBOURS.includes(String(f.id))).map((f) => path(f as GeoPermissibleObjects) ?? '').filter(Boolean),
    project: (longitude, latitude) => projection([longitude, latitude]),
  };
  return cached;
}
