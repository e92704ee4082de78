import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runTool, ffmpegPath } from './ffmpeg';
import { ingestFile, readMeta } from './ingest';

/** `<DATA_DIR or <repo>/.data>/media`: generated HLS lives here and survives restarts. */
export function defaultMediaDir(env: NodeJS.ProcessEnv = process.env): string {
  const root = env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.resolve(__dirname, '..', '..', '.data');
  return path.join(root, 'media');
}

export const assetDir = (mediaDir: string, name: string) => path.join(mediaDir, 'assets', name);

/** Short generated clips: every seeded video, live channel, audio item and station maps onto one of these. */
export const DEMO_VIDEOS = [
  { name: 'demo-video-1', source: 'testsrc2=size=1280x720:rate=25', filter: 'null', tone: 440 },
  { name: 'demo-video-2', source: 'smptehdbars=size=1280x720:rate=25', filter: 'null', tone: 523.25 },
  { name: 'demo-video-3', source: 'testsrc=size=1280x720:rate=25', filter: 'hue=H=2*PI*t/8', tone: 659.25 },
] as const;
export const DEMO_AUDIO = [
  { name: 'demo-audio-1', tones: [261.63, 329.63, 392] },
  { name: 'demo-audio-2', tones: [293.66, 369.99, 440] },
] as const;
const VIDEO_SECONDS = 8;
const AUDIO_SECONDS = 12;

function captions(language: 'th' | 'en'): string {
  const lines =
    language === 'th'
      ? ['สวัสดีค่ะ ยินดีต้อนรับสู่สถานีโทรทัศน์แห่งชาติ', 'นี่คือคลิปสาธิตสำหรับทดสอบเครื่องเล่น', 'ขอบคุณที่รับชมค่ะ']
      : ['Hello, and welcome to the national broadcaster', 'This is a demo clip for testing the player', 'Thank you for watching'];
  const cue = (i: number, text: string) => `00:00:0${i * 2 + 1}.000 --> 00:00:0${i * 2 + 3}.000\n${text}\n`;
  return `WEBVTT\n\n${lines.map((text, i) => cue(i, text)).join('\n')}`;
}

/** Renders a demo source with ffmpeg's generators, then runs it through the ingest pipeline like any upload. */
async function makeVideo(mediaDir: string, demo: (typeof DEMO_VIDEOS)[number], work: string): Promise<void> {
  const source = path.join(work, `${demo.name}.mp4`);
  await runTool(ffmpegPath(), [
    '-y', '-loglevel', 'error',
    '-f', 'lavfi', '-i', `${demo.source}:duration=${VIDEO_SECONDS}`,
    '-f', 'lavfi', '-i', `sine=frequency=${demo.tone}:beep_factor=2:duration=${VIDEO_SECONDS}`,
    '-vf', demo.filter,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '28', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', source,
  ]);
  const subs = (['th', 'en'] as const).map((language) => ({ language, file: path.join(work, `${demo.name}.${language}.vtt`) }));
  for (const sub of subs) await writeFile(sub.file, captions(sub.language));
  await ingestFile(source, assetDir(mediaDir, demo.name), subs);
}

async function makeAudio(mediaDir: string, demo: (typeof DEMO_AUDIO)[number], work: string): Promise<void> {
  const source = path.join(work, `${demo.name}.wav`);
  // A soft chord whose notes fade in and out: a loop that is pleasant enough to leave on.
  const expr = demo.tones.map((f, i) => `0.15*sin(2*PI*${f}*t)*(0.6+0.4*sin(2*PI*t/${AUDIO_SECONDS}*${i + 1}))`).join('+');
  await runTool(ffmpegPath(), ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', `aevalsrc=${expr}:s=48000:d=${AUDIO_SECONDS}`, source]);
  await ingestFile(source, assetDir(mediaDir, demo.name));
}

/**
 * Produces the demo media on first start (a few seconds of ffmpeg work);
 * a second start finds every asset's meta.json and reuses it.
 */
export async function ensureDemoMedia(mediaDir: string, log: (message: string) => void = () => undefined): Promise<void> {
  const missingVideos = [];
  for (const demo of DEMO_VIDEOS) if (!(await readMeta(assetDir(mediaDir, demo.name)))) missingVideos.push(demo);
  const missingAudio = [];
  for (const demo of DEMO_AUDIO) if (!(await readMeta(assetDir(mediaDir, demo.name)))) missingAudio.push(demo);
  if (missingVideos.length + missingAudio.length === 0) return;

  const work = path.join(mediaDir, 'work');
  await mkdir(work, { recursive: true });
  log(`generating demo media (${missingVideos.length} clips, ${missingAudio.length} audio loops) in ${mediaDir}`);
  for (const demo of missingVideos) await makeVideo(mediaDir, demo, work);
  for (const demo of missingAudio) await makeAudio(mediaDir, demo, work);
  if (existsSync(work)) await rm(work, { recursive: true, force: true });
  log('demo media ready');
}

/** Which demo asset a seeded item plays: ids spread over the handful of generated clips. */
export function demoVideoFor(key: number): string {
  return DEMO_VIDEOS[Math.abs(key) % DEMO_VIDEOS.length]?.name ?? 'demo-video-1';
}
export function demoAudioFor(key: number): string {
  return DEMO_AUDIO[Math.abs(key) % DEMO_AUDIO.length]?.name ?? 'demo-audio-1';
}
