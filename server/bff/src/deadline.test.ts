import { getEventListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { deadline } from './deadline';

describe('deadline', () => {
  it('aborts with a TimeoutError when the time is up', async () => {
    const { signal } = deadline(10, undefined, 'too slow');
    await sleep(30);
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toMatchObject({ name: 'TimeoutError', message: 'too slow' });
  });

  it("aborts with the outer signal's reason, and at once when that one is already aborted", () => {
    const outer = new AbortController();
    const limit = deadline(60_000, outer.signal);
    outer.abort(new Error('the client went away'));
    expect(limit.signal.reason).toEqual(new Error('the client went away'));
    limit.end();

    expect(deadline(60_000, outer.signal).signal.aborted).toBe(true);
  });

  it('leaves no listener on the outer signal and no timer once ended', async () => {
    const outer = new AbortController();
    const limit = deadline(10, outer.signal);
    expect(getEventListeners(outer.signal, 'abort')).toHaveLength(1);
    limit.end();
    expect(getEventListeners(outer.signal, 'abort')).toEqual([]);
    await sleep(30);
    expect(limit.signal.aborted).toBe(false);
  });
});
