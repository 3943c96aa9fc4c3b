import fs from 'node:fs/promises';

/** Another live process holds the embedded database: opening it too would corrupt it. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another store API (process ${holderPid}). ` +
        'Stop that one first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirInUseError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function lockHolder(lockPath: string): Promise<number | undefined> {
  const text = await fs.readFile(lockPath, 'utf8').catch(() => '');
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/**
 * Takes `<dataDir>.lock` for this process, since PGlite has no lock of its own and two processes writing one
 * directory corrupt it. A lock left by a process that is gone (a crash, a kill -9) is taken over. Resolves
 * to the function that releases it.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await fs.writeFile(lockPath, String(process.pid), { flag: 'wx' });
      return async () => {
        if ((await lockHolder(lockPath)) === process.pid) await fs.rm(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = await lockHolder(lockPath);
      if (holder !== undefined && holder !== process.pid && isRunning(holder)) {
        throw new DataDirInUseError(dataDir, holder);
      }
      await fs.rm(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}
