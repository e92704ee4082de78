import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../lib/http-error';
import { defineEndpoint } from '../../define-endpoint';

const DAY_MS = 24 * 60 * 60 * 1000;
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** Midnight (Asia/Bangkok) of `date` (YYYY-MM-DD) or of today. */
function bangkokDay(now: number, date?: string): Date {
  if (date) {
    const day = new Date(`${date}T00:00:00+07:00`);
    if (Number.isNaN(day.getTime())) throw new HttpError(400, 'validation_error', 'The request is not valid.');
    return day;
  }
  return new Date(Math.floor((now + BANGKOK_OFFSET_MS) / DAY_MS) * DAY_MS - BANGKOK_OFFSET_MS);
}

export async function mediaApiRoutes(app: FastifyInstance, options: { clock: () => number }): Promise<void> {
  const { media } = app.repositories;

  defineEndpoint(app, 'video', async ({ body }) => {
    const video = await media.findVideo(body.id, body.language);
    if (!video) throw HttpError.notFound('Video not found');
    return { result: video };
  });

  defineEndpoint(app, 'video/recommend', async ({ body }) => ({
    // Without a video or channel: the home page's most watched; with one: related videos.
    result:
      body.id === undefined && body.channel === undefined
        ? await app.repositories.home.recommended(body.language, body.limit)
        : await media.recommend({ id: body.id, channel: body.channel }, body.limit, body.language),
  }));

  defineEndpoint(app, 'channel/event', async ({ body }) => {
    const channel = await media.findChannel(body.id, body.language);
    if (!channel) throw HttpError.notFound('Channel not found');
    const now = options.clock();
    const from = bangkokDay(now, body.date);
    const programmes = await media.programmesBetween(channel.id, from, new Date(from.getTime() + DAY_MS), body.language);
    // Now/next always from the live timeline, whatever day was asked for.
    const around = await media.programmesBetween(channel.id, new Date(now), new Date(now + DAY_MS), body.language);
    const current = around.find((p) => Date.parse(p.startsAt) <= now) ?? null;
    const next = around.find((p) => Date.parse(p.startsAt) > now) ?? null;
    return { result: { channel, now: current, next, programmes } };
  });

  defineEndpoint(app, 'audio/playlist', async ({ body }) => ({ result: await media.listAudio(body.language) }));

  defineEndpoint(app, 'home/radio/detail', async ({ body }) => {
    const station = await media.findRadioStation(body.id, body.language);
    if (!station) throw HttpError.notFound('Radio station not found');
    return { result: station };
  });
}
