import { describe, expect, it, vi } from 'vitest';
import { createExternalStore } from './external-store';

describe('createExternalStore', () => {
  it('holds its value and tells every subscriber of each change until it unsubscribes', () => {
    const store = createExternalStore(1);
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = store.subscribe(first);
    store.subscribe(second);
    store.set(2);
    expect(store.get()).toBe(2);
    stopFirst();
    store.set(3);
    expect(store.get()).toBe(3);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });
});
