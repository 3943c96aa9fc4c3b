import { describe, expect, it } from 'vitest';
import { formatIDR, taxOf, totalWithTax } from './money';

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

describe('tax and total', () => {
  it('adds 10 percent of the subtotal, rounded to whole rupiah', () => {
    expect(taxOf(100_000)).toBe(10_000);
    expect(taxOf(15)).toBe(2);
    expect(taxOf(14)).toBe(1);
    expect(totalWithTax(1_250_000)).toBe(1_375_000);
    expect(totalWithTax(0)).toBe(0);
  });
});
