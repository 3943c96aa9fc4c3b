import { LIMITS } from '@spectrum/shared/constants';
import { MESSAGES } from '@spectrum/shared/messages';
import type { CartLine } from '../../lib/persisted-state';

/**
 * One cart line as the browser keeps it (the client schema's `Cart.items`): the product's id, the quantity
 * asked for, and a snapshot to show while the server's quote loads. Prices are never added up here.
 */
export type { CartLine };

export type AddLineOutcome = { added: true; lines: CartLine[] } | { added: false; message: string; lines: CartLine[] };

/** The most one line may hold: what the store has, and never more than the server accepts. */
export function maxQuantityFor(line: Pick<CartLine, 'stock'>): number {
  return Math.max(0, Math.min(line.stock, LIMITS.maxCartQuantity));
}

function clampQuantity(quantity: number, line: Pick<CartLine, 'stock'>): number {
  const whole = Number.isFinite(quantity) ? Math.trunc(quantity) : 0;
  return Math.min(Math.max(whole, 0), maxQuantityFor(line));
}

/** One entry per product; a new product goes to the front. */
export function addLine(lines: CartLine[], item: CartLine): AddLineOutcome {
  if (lines.some((line) => line.productId === item.productId)) {
    return { added: false, message: MESSAGES.productAlreadyInCart, lines };
  }
  if (maxQuantityFor(item) < 1) {
    return { added: false, message: MESSAGES.productOutOfStock, lines };
  }
  const quantity = Math.max(1, clampQuantity(item.quantity, item));
  return { added: true, lines: [{ ...item, quantity }, ...lines] };
}

/**
 * The plus stops at the known stock: the latest quote's when the caller has one (`stock`), else the line's
 * snapshot. A line brought down to 0 leaves the cart: the server prices and orders only lines with a quantity,
 * so a line at 0 would be a line nobody can buy.
 */
export function setLineQuantity(lines: CartLine[], productId: string, quantity: number, stock?: number): CartLine[] {
  return lines.flatMap((line) => {
    if (line.productId !== productId) return [line];
    const next = clampQuantity(quantity, { stock: stock ?? line.stock });
    return next > 0 ? [{ ...line, quantity: next }] : [];
  });
}

export function removeLine(lines: CartLine[], productId: string): CartLine[] {
  return lines.filter((line) => line.productId !== productId);
}
