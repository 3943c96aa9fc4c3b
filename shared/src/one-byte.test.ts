import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { oneByteCopy } from './one-byte';

/** V8's serialiser tags a one-byte string '"' right after its two header bytes; a two-byte one is padded first. */
const isOneByte = (text: string) => String.fromCharCode(v8.serialize(text)[2] ?? 0) === '"';

describe('oneByteCopy', () => {
  it('copies a two-byte string whose characters all fit in one byte into a one-byte one', () => {
    const wide = `Rating … ${Date.now()}`.slice(0, 6);
    expect(isOneByte(wide)).toBe(false);
    const copy = oneByteCopy(wide);
    expect(copy).toBe('Rating');
    expect(isOneByte(copy)).toBe(true);
  });

  it('keeps a string with a character past U+00FF as it is', () => {
    const text = 'Stars – the mean';
    expect(oneByteCopy(text)).toBe(text);
    expect(isOneByte(oneByteCopy(text))).toBe(false);
  });
});
