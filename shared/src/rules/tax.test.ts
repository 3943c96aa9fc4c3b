import { describe, expect, it } from 'vitest';
import { taxOf, totalWithTax } from './tax';

describe('tax and total', () => {
  it('adds 10 percent of the subtotal, rounded to whole rupiah', () => {
    expect(taxOf(100_000)).toBe(10_000);
    expect(taxOf(15)).toBe(2);
    expect(taxOf(14)).toBe(1);
    expect(totalWithTax(1_250_000)).toBe(1_375_000);
    expect(totalWithTax(0)).toBe(0);
  });
});
