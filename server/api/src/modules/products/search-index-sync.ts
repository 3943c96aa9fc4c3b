import type { Queryable } from '../../db/client';
import { SearchIndex } from './search-index';
import * as repo from './search-index.repo';

/** Live products read per statement while the index loads. */
const LOAD_BATCH = 5_000;
/** Changes are kept this long; an index that has not read them for RELOAD_AFTER_MS loads anew instead. */
const KEEP_CHANGES = '1 day';
const RELOAD_AFTER_MS = 12 * 60 * 60 * 1000;
/** How often a process forgets the changes every index has read long since. */
const FORGET_EVERY_MS = 10 * 60 * 1000;

interface Synced {
  index: SearchIndex;
  /** The snapshot the index shows the catalogue at. */
  snapshot: string;
  readAt: number;
  forgottenAt: number;
  /** The catch-up running now, and the one queued to start after it. */
  running?: Promise<void>;
  queued?: Promise<void>;
  /** A new index loading beside this one (SearchIndex.wantsReload), and once loaded, waiting to take its place. */
  reloading?: Promise<void>;
  reloaded?: Pick<Synced, 'index' | 'snapshot'>;
}

/** One index per database (tests run several stores in one process). */
const indexes = new WeakMap<Queryable, Promise<Synced>>();

async function load(db: Queryable): Promise<Synced> {
  // Taken first: whatever a batch below misses was committed after it, and the first catch-up reads it.
  const snapshot = await repo.currentSnapshot(db);
  const index = new SearchIndex();
  let after: repo.LoadPosition | undefined;
  do {
    const batch = await repo.liveProductsAfter(db, after, LOAD_BATCH);
    for (const product of batch.products) index.put(product);
    after = batch.next;
  } while (after);
  const now = Date.now();
  return { index, snapshot, readAt: now, forgottenAt: now };
}

async function catchUp(db: Queryable, synced: Synced): Promise<void> {
  if (synced.reloaded) {
    // Here, between catch-ups: the new index is brought up to date from its own snapshot.
    ({ index: synced.index, snapshot: synced.snapshot } = synced.reloaded);
    synced.reloaded = undefined;
  }
  if (Date.now() - synced.readAt > RELOAD_AFTER_MS) {
    const fresh = await load(db);
    synced.index = fresh.index;
    synced.snapshot = fresh.snapshot;
    synced.readAt = fresh.readAt;
    return;
  }
  const { snapshot, ids } = await repo.changedSince(db, synced.snapshot);
  if (ids.length > 0) {
    const { live, gone } = await repo.productsById(db, ids);
    for (const id of gone) synced.index.remove(id);
    // In the order of creation, as the index keeps its products: new ones take the next slots.
    live.sort((a, b) => a.createdMicros - b.createdMicros || a.id - b.id);
    for (const product of live) synced.index.put(product);
  }
  if (synced.index.wantsReload && !synced.reloading) {
    // Searches go on with this index, still right but slower, while the new one loads.
    synced.reloading = load(db)
      .then(({ index, snapshot }) => {
        synced.reloaded = { index, snapshot };
      })
      // A load that failed (the database unreachable) is tried again after the next catch-up.
      .catch(() => undefined)
      .finally(() => {
        synced.reloading = undefined;
      });
  }
  synced.snapshot = snapshot;
  synced.readAt = Date.now();
  if (synced.readAt - synced.forgottenAt > FORGET_EVERY_MS) {
    synced.forgottenAt = synced.readAt;
    await repo.forgetChangesOlderThan(db, KEEP_CHANGES);
  }
}

/**
 * Brings the index up to a snapshot taken after this call began: a search sees every change committed before it
 * was asked, from this process or any other. Concurrent searches share one catch-up; one asked while a catch-up
 * runs waits for the next, which starts when that one ends.
 */
function catchUpFor(db: Queryable, synced: Synced): Promise<void> {
  if (synced.queued) return synced.queued;
  const start = (): Promise<void> => {
    synced.running = catchUp(db, synced).finally(() => {
      synced.running = undefined;
    });
    return synced.running;
  };
  if (!synced.running) return start();
  synced.queued = synced.running
    .catch(() => undefined)
    .then(() => {
      synced.queued = undefined;
      return start();
    });
  return synced.queued;
}

/**
 * The catalogue's search index, as the database shows it now: loaded at the first call (from the live products),
 * then brought up to date with the products changed since the last call.
 */
export async function searchIndexOf(db: Queryable): Promise<SearchIndex> {
  let loading = indexes.get(db);
  if (!loading) {
    loading = load(db);
    indexes.set(db, loading);
    // A failed load (the database unreachable) is tried again by the next search.
    loading.catch(() => indexes.delete(db));
  }
  const synced = await loading;
  await catchUpFor(db, synced);
  return synced.index;
}

/** Resolves once the index loading anew beside the current one (if any) has loaded; the next search takes it. */
export async function searchIndexReloaded(db: Queryable): Promise<void> {
  const synced = await indexes.get(db);
  await synced?.reloading;
}
