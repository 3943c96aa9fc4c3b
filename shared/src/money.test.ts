import { describe, expect, it } from 'vitest';
import { formatIDR } from './money';

describe('formatIDR', () => {
  it.each([
    [0, 'Rp 0'],
    [999, 'Rp 999'],
    [1000, 'Rp 1,000'],
    [1250000, 'Rp 1,250,000'],
    [25000000, 'Rp 25,000,000'],
    [1234.6, 'Rp 1,235'],
    [-5000, '-Rp 5,000'],
  ])('formats %d as %s', (amount, expected) => {
    expect(formatIDR(amount)).toBe(expected);
  });
});
