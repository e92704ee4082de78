import { spawnSync } from 'node:child_process';

/** The Redis tests run against: TEST_REDIS_URL, else the local server on 127.0.0.1:6379 (database 15). */
export const testRedisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379/15';

/** Whether a Redis answers there (a TCP connect within 1.5 s, asked synchronously, so `describe` can be skipped). */
export const testRedisReachable =
  spawnSync(
    process.execPath,
    ['-e', `const u=new URL(process.argv[1]);const s=require('net').connect(Number(u.port||6379),u.hostname,()=>process.exit(0));s.on('error',()=>process.exit(1));setTimeout(()=>process.exit(1),1500);`, testRedisUrl],
    { timeout: 3000 },
  ).status === 0;
