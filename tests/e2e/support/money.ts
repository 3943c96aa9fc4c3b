import type { Locator } from 'playwright-core';

/** Reads an amount shown as IDR ('Rp 1,250,000' or 'IDR 1,250,000') as whole rupiah. */
export function rupiah(text: string): number {
  const digits = text.replace(/[^\d]/g, '');
  if (!digits) throw new Error(`no amount in "${text}"`);
  return Number(digits);
}

/** The amount in the <dd> that follows the <dt> with this label, inside `scope`. */
export async function amountAfterLabel(scope: Locator, label: string): Promise<number> {
  const term = scope.locator('dt').filter({ hasText: new RegExp(`^\\s*${label}\\s*$`) });
  return rupiah(await term.locator('xpath=following-sibling::dd[1]').innerText());
}
