import { spawn } from 'node:child_process';
import { resolveTool } from './ffmpeg-path';

/** ffmpeg and ffprobe: FFMPEG_PATH / FFPROBE_PATH, the system's, or the npm-shipped static build. */
export const ffmpegPath = () => resolveTool('ffmpeg');
export const ffprobePath = () => resolveTool('ffprobe');

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
  /** Picture size of the first video stream (0 without video). */
  width: number;
  height: number;
}

export async function probe(file: string): Promise<Probe> {
  const json = await runTool(ffprobePath(), ['-v', 'error', '-show_entries', 'format=duration:stream=codec_type,width,height', '-of', 'json', file]);
  const parsed = JSON.parse(json) as { format?: { duration?: string }; streams?: { codec_type?: string; width?: number; height?: number }[] };
  const streams = parsed.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video');
  return {
    width: video?.width ?? 0,
    height: video?.height ?? 0,
    duration: Number(parsed.format?.duration ?? 0),
    hasVideo: streams.some((s) => s.codec_type === 'video'),
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
  };
}
