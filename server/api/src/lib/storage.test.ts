import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './storage';

let root: string | undefined;
afterEach(async () => {
  if (root) await fs.rm(root, { recursive: true, force: true });
});

describe('local storage', () => {
  it('writes each file whole under a temporary name and renames it, leaving no temporary file', async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'spectrum-storage-'));
    const storage = createLocalStorage(root);
    const big = Buffer.alloc(2 * 1024 * 1024, 7);
    // Two writers of one key at once (two replicas rendering the same picture): the file is one of them, whole.
    await Promise.all([
      storage.put('seed/a-large.webp', big),
      storage.put('seed/a-large.webp', Buffer.alloc(big.length, 9)),
    ]);
    const written = await fs.readFile(path.join(root, 'seed', 'a-large.webp'));
    expect(written.length).toBe(big.length);
    expect(new Set(written).size).toBe(1);
    expect(await fs.readdir(path.join(root, 'seed'))).toEqual(['a-large.webp']);
    expect(await storage.exists('seed/a-large.webp')).toBe(true);
  });
});
