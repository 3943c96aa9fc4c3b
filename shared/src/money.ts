import { LIMITS } from './constants';

/** Formats whole rupiah the way the store shows them: `Rp 1,250,000`. */
export function formatIDR(amount: number): string {
  const whole = Math.round(amount);
  const sign = whole < 0 ? '-' : '';
  const digits = Math.abs(whole)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}Rp ${digits}`;
}

/** Tax on a subtotal, rounded to whole rupiah (half up). */
export function taxOf(subtotal: number): number {
  return Math.round((subtotal * LIMITS.taxPercent) / 100);
}

export function totalWithTax(subtotal: number): number {
  return subtotal + taxOf(subtotal);
}
