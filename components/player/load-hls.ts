import type Hls from 'hls.js';

export type HlsModule = { default: typeof Hls };

/** hls.js's module, asked for once per page; a failed request is asked again on the next try. */
let hlsModule: Promise<HlsModule> | null = null;
export function loadHls(): Promise<HlsModule> {
  hlsModule ??= import('hls.js').catch((error: unknown) => {
    hlsModule = null;
    throw error;
  });
  return hlsModule;
}
