import { describe, expect, it } from 'vitest';
import { edgeExpiry } from './cached-pages';

describe('edgeExpiry', () => {
  it('ends a one-second answer with the second it was made in, whatever the fraction', () => {
    expect(edgeExpiry(1, 1_700_000_000_000)).toBe('@1700000000');
    expect(edgeExpiry(1, 1_700_000_000_999)).toBe('@1700000000');
  });

  it('gives a longer answer its whole seconds after the current one', () => {
    expect(edgeExpiry(5, 1_700_000_000_500)).toBe('@1700000004');
  });
});
