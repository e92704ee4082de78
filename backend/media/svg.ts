import type { BannerSize } from './paths';

export interface Picture {
  width: number;
  height: number;
  label: string;
  sublabel: string;
  /** Seeds the colour, so one item always gets the same picture. */
  key: string;
  /** How it is served: the SVG itself, or drawn from it as WebP (what the seed stores). */
  format: PictureFormat;
}

export type PictureFormat = 'svg' | 'webp';

const BANNER_DIMENSIONS: Record<BannerSize, readonly [number, number]> = {
  xl: [1920, 600],
  md: [1024, 400],
  sm: [640, 360],
};

/** Parses a /media path (`.svg` or `.webp`) into the picture it names, or undefined for anything else. */
export function pictureFor(mediaPath: string): Picture | undefined {
  const typed = /^(.+)\.(svg|webp)$/.exec(mediaPath);
  if (!typed) return undefined;
  const [, path = '', extension] = typed;
  const format: PictureFormat = extension === 'webp' ? 'webp' : 'svg';
  let match = /^poster\/(video|audio|playlist)\/([1-9]\d{0,8})$/.exec(path);
  if (match) {
    const [, kind = '', id = ''] = match;
    // The key keeps the .svg name the pictures were first made under, so their colours stay put.
    return { width: 640, height: 360, label: `${kind.toUpperCase()} ${id}`, sublabel: 'NBT', key: `${path}.svg`, format };
  }
  match = /^icon\/(channel|radio)\/([1-9]\d{0,8})$/.exec(path);
  if (match) {
    const [, kind = '', id = ''] = match;
    return {
      width: 256,
      height: 256,
      label: kind === 'channel' ? `NBT ${id}` : `FM ${id}`,
      sublabel: kind === 'channel' ? 'LIVE' : 'RADIO',
      key: `${path}.svg`,
      format,
    };
  }
  match = /^banner\/([1-9]\d{0,8})-(xl|md|sm)$/.exec(path);
  if (match) {
    const [, id = '', size = 'xl'] = match;
    const [width, height] = BANNER_DIMENSIONS[size as BannerSize];
    return { width, height, label: `BANNER ${id}`, sublabel: size.toUpperCase(), key: `banner/${id}`, format };
  }
  return undefined;
}

function hue(key: string): number {
  let h = 2166136261;
  for (const char of key) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 16777619);
  return (h >>> 0) % 360;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A placeholder picture: a two-tone gradient and a short label, sized for its slot. */
export function renderSvg(picture: Picture): string {
  const { width, height } = picture;
  const h = hue(picture.key);
  const size = Math.round(Math.min(width / 8, height / 3.2));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(picture.label)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${h} 65% 42%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360} 70% 22%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="100%" height="100%" fill="url(#g)"/>`,
    `<text x="50%" y="50%" fill="#fff" font-family="Sarabun, Arial, sans-serif" font-size="${size}" font-weight="700" text-anchor="middle" dominant-baseline="middle">${escapeXml(picture.label)}</text>`,
    `<text x="50%" y="${Math.round(height / 2 + size)}" fill="#ffffffcc" font-family="Sarabun, Arial, sans-serif" font-size="${Math.round(size / 2.2)}" text-anchor="middle" dominant-baseline="middle">${escapeXml(picture.sublabel)}</text>`,
    `</svg>`,
  ].join('');
}
