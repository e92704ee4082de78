import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { AVATAR_MAX_BYTES, ErrorCode, ValidationText } from '../../lib/contract';
import { HttpError } from '../lib/http-error';

/** Avatars are re-encoded to this square WebP: nothing of the uploaded file survives. */
export const AVATAR_SIZE = 256;
export const AVATAR_URL_PREFIX = '/media/avatar/';
export const AVATAR_FILE = /^[1-9]\d{0,9}-[a-f0-9]{16}\.webp$/;

type ImageType = 'png' | 'jpeg' | 'webp' | 'gif';

const refuse = () => new HttpError(400, ErrorCode.validation, ValidationText.avatarType);

/** Where avatars are kept: `$DATA_DIR/avatars` (DATA_DIR defaults to `<repo>/.data`). */
export function avatarDir(env: NodeJS.ProcessEnv = process.env): string {
  const root = env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.resolve(__dirname, '..', '..', '.data');
  return path.join(root, 'avatars');
}

/** The file's real type from its first bytes, whatever the data URL claims. */
export function sniffImage(bytes: Buffer): ImageType | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const head = bytes.subarray(0, 12).toString('latin1');
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'gif';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'webp';
  return undefined;
}

// Markup or script inside an "image" makes it a polyglot: refused even though it would be re-encoded.
const POLYGLOT_MARKERS = ['<script', '<html', '<svg', '<?php', '<iframe', '<body', 'javascript:', '<!doctype'];

/**
 * Markers refused in the image's metadata (JPEG segments before the scan data, PNG chunks other
 * than IDAT), where text lives: short PHP tags and HTML event handlers are too short to look for in
 * the compressed pixels, where they would turn up by chance in real photos.
 */
const METADATA_MARKERS = ['<?=', '<?php', '<img', '<object', '<embed', '<a href', 'onerror', 'onload', '<%'];

/** The bytes of the headers and metadata of a JPEG or PNG (the compressed pixels left out); whole file otherwise. */
function metadataOf(bytes: Buffer, type: ImageType): Buffer {
  if (type === 'jpeg') {
    let offset = 2;
    // Segments are 0xFF marker, 16-bit length; the scan (SOS, 0xDA) starts the entropy-coded data.
    while (offset + 4 <= bytes.length && bytes[offset] === 0xff && bytes[offset + 1] !== 0xda) offset += 2 + bytes.readUInt16BE(offset + 2);
    return bytes.subarray(0, Math.min(offset, bytes.length));
  }
  if (type === 'png') {
    const parts: Buffer[] = [];
    for (let offset = 8; offset + 12 <= bytes.length; ) {
      const length = bytes.readUInt32BE(offset);
      if (bytes.toString('latin1', offset + 4, offset + 8) !== 'IDAT') parts.push(bytes.subarray(offset, offset + 12 + length));
      offset += 12 + length;
    }
    return Buffer.concat(parts);
  }
  return bytes;
}

/** Data after the image's own end (PNG IEND, JPEG EOI, GIF trailer) is how polyglots hide a second file. */
function hasTrailingData(bytes: Buffer, type: ImageType): boolean {
  if (type === 'png') {
    const end = bytes.lastIndexOf(Buffer.from('IEND'));
    return end < 0 || bytes.length > end + 8;
  }
  if (type === 'jpeg') return !(bytes[bytes.length - 2] === 0xff && bytes[bytes.length - 1] === 0xd9);
  if (type === 'gif') return bytes[bytes.length - 1] !== 0x3b;
  // WebP: the RIFF size must cover the file exactly.
  return bytes.readUInt32LE(4) + 8 !== bytes.length;
}

/** An upload that passed the cheap checks: its bytes and real type, ready to decode. */
export interface AvatarImage {
  bytes: Buffer;
  type: ImageType;
}

/**
 * Checks an avatar data URL without decoding its pixels: one plain image of the declared type, no
 * markup, nothing after its end. Throws a 400/413 HttpError otherwise. Cheap (a few passes over at
 * most 2 MB), so it runs before the upload is counted and before it waits for its turn to decode.
 */
export function checkAvatar(dataUrl: string): AvatarImage {
  const match = /^data:image\/(png|jpeg|webp|gif);base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  if (!match?.[1] || !match[2]) throw refuse();
  const bytes = Buffer.from(match[2], 'base64');
  if (bytes.length > AVATAR_MAX_BYTES) throw new HttpError(413, ErrorCode.tooLarge, ValidationText.avatarTooLarge);
  const type = sniffImage(bytes);
  if (!type || type !== match[1]) throw refuse();
  const text = bytes.toString('latin1').toLowerCase();
  if (POLYGLOT_MARKERS.some((marker) => text.includes(marker)) || hasTrailingData(bytes, type)) throw refuse();
  const metadata = metadataOf(bytes, type).toString('latin1').toLowerCase();
  if (METADATA_MARKERS.some((marker) => metadata.includes(marker))) throw refuse();
  return { bytes, type };
}

/**
 * The most pixels decoded, by type. What a 2 MB file can hold is what matters: decoding costs time
 * and memory by the pixel, not the byte (measured with sharp 0.35 on one core: an interlaced 16-bit
 * RGBA PNG of 40 MP, 1.7 MB, took 1.3 s and 375 MB more RSS; of 24 MP, 0.75 s and 250 MB).
 * - JPEG, what phone cameras write: 40 MP as before. A phone's 12 MP photo fits in 2 MB; a 48-50 MP
 *   one rarely does, and was already over this. JPEG decodes at 1/8 scale when shrinking (a 40 MP
 *   baseline JPEG in about 35 ms; progressive about 250 ms and 125 MB).
 * - PNG, WebP, GIF (screenshots, graphics, pictures saved by apps): 24 MP, above a 24 MP camera
 *   (6000×4000), a 6K screenshot (6016×3384) or a long phone scroll capture (1080×20000). They
 *   cannot decode at a smaller scale, so the 6300×6300 PNG of the security review is refused.
 */
const MAX_PIXELS: Record<ImageType, number> = { jpeg: 40_000_000, png: 24_000_000, webp: 24_000_000, gif: 24_000_000 };

/**
 * One avatar decoded at a time in the process; the others wait their turn, at most this many (past
 * that, 503). sharp runs each pipeline on one of libuv's 4 threads, which the HLS segments' file
 * reads share, and a decode of a large PNG holds its thread for up to a second (in the security
 * review, eight at once delayed an HLS segment from 6 ms to 0.59 s). With one here and one drawing in
 * pictures.ts, two threads stay free. One is enough: a member changes a picture rarely and waits at
 * most the few decodes ahead (the web gives the backend 10 s). A waiting upload holds only its bytes.
 */
const decode = pLimit(1);
export const AVATAR_MAX_WAITING = 8;

/** The answer to an upload that found the queue full. */
export class AvatarsBusyError extends HttpError {
  constructor() {
    super(503, ErrorCode.upstreamDown, 'Busy processing pictures. Please try again in a moment.');
  }
}

/** The decode and re-encode themselves, behind the queue; tests wrap `resize` to watch it. */
export const avatarDecoder = {
  resize: ({ bytes, type }: AvatarImage): Promise<Buffer> =>
    sharp(bytes, { limitInputPixels: MAX_PIXELS[type], failOn: 'error', animated: false })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer(),
  /** Uploads waiting for their turn. */
  get waiting(): number {
    return decode.pendingCount;
  },
};

/**
 * Re-encodes a checked image to a 256×256 WebP, in its turn. Throws AvatarsBusyError when too many
 * are waiting, and the 400 of checkAvatar for a file that does not decode (or has too many pixels).
 */
export async function resizeAvatar(image: AvatarImage): Promise<Buffer> {
  if (decode.pendingCount >= AVATAR_MAX_WAITING) throw new AvatarsBusyError();
  try {
    return await decode(() => avatarDecoder.resize(image));
  } catch {
    // Not decodable as the image it claims to be.
    throw refuse();
  }
}

/** Stores a processed avatar for the member and returns its public path. */
export async function storeAvatar(member: number, webp: Buffer): Promise<string> {
  const dir = avatarDir();
  await mkdir(dir, { recursive: true });
  const file = `${member}-${randomBytes(8).toString('hex')}.webp`;
  await writeFile(path.join(dir, file), webp, { flag: 'wx' });
  return `${AVATAR_URL_PREFIX}${file}`;
}

/** Removes a member's previous avatar file (only files this module wrote). */
export async function removeAvatar(publicPath: string | undefined): Promise<void> {
  if (!publicPath?.startsWith(AVATAR_URL_PREFIX)) return;
  const file = publicPath.slice(AVATAR_URL_PREFIX.length);
  if (!AVATAR_FILE.test(file)) return;
  await rm(path.join(avatarDir(), file), { force: true });
}
