import { spawn } from 'node:child_process';

/** ffmpeg and ffprobe: FFMPEG_PATH / FFPROBE_PATH, else the system's (README: apt-get install ffmpeg). */
export const ffmpegPath = () => process.env.FFMPEG_PATH || 'ffmpeg';
export const ffprobePath = () => process.env.FFPROBE_PATH || 'ffprobe';

/** Runs a tool to completion; rejects with the tail of its stderr on failure. */
export function runTool(command: string, args: string[], cwd?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-4000)));
    child.on('error', (error) => reject(new Error(`${command} could not start: ${error.message}`)));
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} exited with ${code}: ${err.trim()}`))));
  });
}

export interface Probe {
  duration: number;
  hasVideo: boolean;
  hasAudio: boolean;
}

export async function probe(file: string): Promise<Probe> {
  const json = await runTool(ffprobePath(), ['-v', 'error', '-show_entries', 'format=duration:stream=codec_type', '-of', 'json', file]);
  const parsed = JSON.parse(json) as { format?: { duration?: string }; streams?: { codec_type?: string }[] };
  const streams = parsed.streams ?? [];
  return {
    duration: Number(parsed.format?.duration ?? 0),
    hasVideo: streams.some((s) => s.codec_type === 'video'),
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
  };
}
