import { buildApp } from './app';
import { openDatabase } from './db/open';
import { defaultMediaDir, ensureDemoMedia } from './media/demo';
import { warmPictures } from './media/pictures';
import { topUpSchedule } from './seed/schedule-top-up';

const HOUR_MS = 60 * 60 * 1000;

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 4000);
  const host = process.env.HOST ?? '127.0.0.1';

  const { database, seeded } = await openDatabase();
  const app = buildApp({ db: database.db, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  app.log.info(
    { driver: database.driver, location: database.location },
    seeded ? 'database migrated and seeded' : 'database migrated; existing data kept',
  );

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'backend shutting down');
    try {
      await app.close();
    } finally {
      // Closing PGlite flushes it and releases the folder lock for the next start.
      await database.close();
    }
    process.exit(0);
  };
  process.once('SIGINT', (signal) => void shutdown(signal));
  process.once('SIGTERM', (signal) => void shutdown(signal));

  try {
    await app.listen({ port, host });
  } catch (error) {
    app.log.error({ err: error }, 'backend failed to listen');
    await database.close();
    process.exit(1);
  }
  app.log.info(`backend listening on http://${host}:${port}`);
  // After listening, so /health answers at once; streams answer 503 until their media exists.
  ensureDemoMedia(defaultMediaDir(), (message) => app.log.info(message)).catch((error: unknown) =>
    app.log.error({ err: error }, 'demo media could not be generated (is ffmpeg installed?)'),
  );
  // The seed schedules a week once: keep today … +7 filled while the backend runs (off for an EPG
  // loaded elsewhere). Hourly on the hour, so a new day (Bangkok is a whole number of hours from UTC)
  // is filled at its first minute rather than up to an hour later.
  if (!/^(off|false|0)$/i.test(process.env.SCHEDULE_TOP_UP ?? '')) {
    const topUp = () =>
      topUpSchedule(database.db).then(
        (added) => {
          if (added > 0) app.log.info(`${added} programmes added to the schedule`);
        },
        (error: unknown) => app.log.error({ err: error }, 'schedule top-up failed'),
      );
    void topUp();
    const hourly = () => {
      setTimeout(() => {
        void topUp();
        hourly();
      }, HOUR_MS - (Date.now() % HOUR_MS) + 5_000).unref();
    };
    hourly();
  }
  // The pictures the catalogue names, drawn before the first visitors ask (about 280: some 10 s on a slow machine).
  warmPictures(database.db).then(
    (count) => app.log.info(`${count} pictures drawn`),
    (error: unknown) => app.log.warn({ err: error }, 'pictures not drawn ahead; they are drawn on request'),
  );
}

main().catch((error: unknown) => {
  console.error('backend failed to start', error);
  process.exit(1);
});
