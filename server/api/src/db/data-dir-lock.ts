import fs from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import lockfile from 'proper-lockfile';

/** Another live process holds the embedded database: opening it too would corrupt it. */
export class DataDirInUseError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `The embedded database in ${dataDir} is in use by another store API. ` +
        'Stop that one first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirInUseError';
  }
}

/** A lock whose holder stops refreshing it for this long is taken to be left by a process that is gone. */
export const LOCK_STALE_MS = 10_000;
/** How often the holder refreshes its lock. */
const LOCK_UPDATE_MS = 1_000;

export interface DataDirLockOptions {
  staleMs?: number;
  /** Told once when the lock is found taken and this process waits to learn whether its holder is alive. */
  onWait?: (staleMs: number) => void;
  /**
   * Told when this process lost its lock (it could not refresh it in time, e.g. the machine stalled longer than
   * the stale period): another process may open the database now, so this one must stop writing. Throws when
   * not given, which ends the process.
   */
  onLost?: (error: Error) => void;
}

async function lockMtime(lockPath: string): Promise<number | undefined> {
  const stat = await fs.stat(lockPath).catch(() => undefined);
  return stat?.mtimeMs;
}

/**
 * Takes `<dataDir>.lock` for this process, since PGlite has no lock of its own and two processes writing one
 * directory corrupt it. The lock is a directory whose modification time the holder refreshes every second
 * (`proper-lockfile`), so liveness is read from the lock itself and never from a process id, which the system
 * may have given to an unrelated process since. A lock refreshed while we watch belongs to a live API; one left
 * unrefreshed for `staleMs` (a crash, a kill -9) is taken over. Resolves to the function that releases it.
 */
export async function lockDataDir(dataDir: string, options: DataDirLockOptions = {}): Promise<() => Promise<void>> {
  const lockPath = `${dataDir}.lock`;
  const staleMs = options.staleMs ?? LOCK_STALE_MS;
  // Earlier versions kept the holder's process id in a plain file here, which cannot tell a live API from a
  // reused id; the lock directory replaces it.
  const existing = await fs.lstat(lockPath).catch(() => undefined);
  if (existing?.isFile()) await fs.rm(lockPath, { force: true });

  const giveUpAt = Date.now() + 2 * staleMs;
  let seenMtime: number | undefined;
  for (;;) {
    try {
      return await lockfile.lock(dataDir, {
        lockfilePath: lockPath,
        realpath: false,
        stale: staleMs,
        update: Math.min(LOCK_UPDATE_MS, staleMs / 2),
        retries: 0,
        onCompromised:
          options.onLost ??
          ((error) => {
            throw error;
          }),
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    }
    const mtime = await lockMtime(lockPath);
    if (mtime === undefined) continue;
    if (seenMtime === undefined) options.onWait?.(staleMs);
    else if (mtime !== seenMtime || Date.now() > giveUpAt) throw new DataDirInUseError(dataDir);
    seenMtime = mtime;
    await sleep(LOCK_UPDATE_MS / 2);
  }
}
