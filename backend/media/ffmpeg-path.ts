import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';

/** The first `name` on the PATH, if any. */
function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, name);
    if (dir && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** The binary an npm package ships (optional dependency), if it installed. */
function fromPackage(pkg: string): string | undefined {
  try {
    const path = (createRequire(__filename)(pkg) as { path?: string }).path;
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * ffmpeg / ffprobe: FFMPEG_PATH / FFPROBE_PATH, else the system's, else the static
 * build from @ffmpeg-installer / @ffprobe-installer, so a fresh `npm install` can make the demo media.
 */
export function resolveTool(tool: 'ffmpeg' | 'ffprobe'): string {
  const env = tool === 'ffmpeg' ? process.env.FFMPEG_PATH : process.env.FFPROBE_PATH;
  return env || onPath(tool) || fromPackage(`@${tool}-installer/${tool}`) || tool;
}
