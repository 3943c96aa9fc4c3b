/** The tax rate, in percent, added to the subtotal of every order and quote. */
export const TAX_RATE_PERCENT = 10;

/** Tax on a subtotal, rounded to whole rupiah (half up). */
export function taxOf(subtotal: number): number {
  return Math.round((subtotal * TAX_RATE_PERCENT) / 100);
}

export function totalWithTax(subtotal: number): number {
  return subtotal + taxOf(subtotal);
}
