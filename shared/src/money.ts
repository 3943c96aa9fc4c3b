/** Formats whole rupiah the way the store shows them: `Rp 1,250,000`. */
export function formatIDR(amount: number): string {
  const whole = Math.round(amount);
  const sign = whole < 0 ? '-' : '';
  const digits = Math.abs(whole)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}Rp ${digits}`;
}
