import { describe, expect, it } from 'vitest';
import { WindowCounter } from './page-limit';

function counterAt(start: number, rule = { max: 2, windowSeconds: 10 }, maxKeys = 100) {
  let now = start;
  const counter = new WindowCounter(rule, maxKeys, () => now);
  return {
    counter,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('WindowCounter', () => {
  it('lets `max` hits through per window and key, then tells how long the window has left', () => {
    const { counter, advance } = counterAt(1_000_000);
    expect(counter.hit('a')).toEqual({ allowed: true, retryAfterSeconds: 10 });
    advance(2_500);
    expect(counter.hit('a')).toEqual({ allowed: true, retryAfterSeconds: 8 });
    expect(counter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 8 });
    expect(counter.hit('b').allowed).toBe(true);
    advance(7_500);
    expect(counter.hit('a')).toEqual({ allowed: true, retryAfterSeconds: 10 });
  });

  it('keeps count of at most maxKeys keys, dropping ended windows first and then the oldest', () => {
    const { counter, advance } = counterAt(0, { max: 1, windowSeconds: 10 }, 3);
    counter.hit('old');
    advance(6_000);
    counter.hit('b');
    counter.hit('c');
    advance(5_000);
    // 'old' has ended: it makes room, and the others keep their counts.
    counter.hit('d');
    expect(counter.size).toBe(3);
    expect(counter.hit('b').allowed).toBe(false);
    // Full of live windows: the oldest ('b') goes.
    counter.hit('e');
    expect(counter.size).toBe(3);
    expect(counter.hit('c').allowed).toBe(false);
    expect(counter.hit('b').allowed).toBe(true);
    expect(counter.size).toBe(3);
  });
});
