import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from './client';

/** A PGlite folder and the lock file beside it, in a temporary directory. */
function folder() {
  const root = mkdtempSync(path.join(tmpdir(), 'pglite-lock-'));
  const dataDir = path.join(root, 'pglite');
  return { root, dataDir, lock: `${dataDir}.lock` };
}

describe('the PGlite folder lock', () => {
  it('refuses a folder a live process holds', async () => {
    const { root, dataDir, lock } = folder();
    try {
      writeFileSync(lock, String(process.ppid));
      await expect(createDatabase({ dataDir })).rejects.toThrow(`is in use by process ${process.ppid}`);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('takes over the lock of a process killed a moment ago that its parent has not reaped (a zombie)', async () => {
    if (process.platform !== 'linux') return;
    const { root, dataDir, lock } = folder();
    // A shell starts a short child and becomes a `sleep` that never reaps it: the child stays a zombie
    // for the shell's lifetime, still answering signal 0, as a SIGKILLed backend does until reaped.
    const shell = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
    const [line] = (await once(shell.stdout, 'data')) as [Buffer];
    const zombie = Number(String(line).trim());
    try {
      // Until the short child has exited (a zombie from then on).
      for (let i = 0; i < 100 && !/\) Z/.test(readStat(zombie)); i += 1) await new Promise((done) => setTimeout(done, 20));
      expect(() => process.kill(zombie, 0)).not.toThrow();
      writeFileSync(lock, String(zombie));
      const database = await createDatabase({ dataDir });
      await database.close();
    } finally {
      shell.kill('SIGKILL');
      rmSync(root, { recursive: true, force: true });
    }
  });
});

function readStat(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return '';
  }
}
