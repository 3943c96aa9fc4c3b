/** The tax rate, in percent, added to the subtotal of every order and quote. */
export const TAX_RATE_PERCENT = 10;

/** Tax on a subtotal, rounded to whole rupiah (half up). */
export function taxOf(subtotal: number): number {
  return Math.round((subtotal * TAX_RATE_PERCENT) / 100);
}

export function totalWithTax(subtotal: number): number {
  return subtotal + taxOf(subtotal);
}

/**
 * Tax of an order: each line's tax (rounded on its own), summed. Cancelling a line then takes exactly its own
 * amount and tax off, and the customer's and the seller's figures for a line agree to the rupiah.
 */
export function taxOfLines(lineTotals: readonly number[]): number {
  return lineTotals.reduce((sum, lineTotal) => sum + taxOf(lineTotal), 0);
}
