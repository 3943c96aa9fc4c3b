import { LIMITS } from '@spectrum/shared/constants';
import { MESSAGES } from '@spectrum/shared/messages';
import { taxOf, totalWithTax } from '@spectrum/shared/money';
import type { PersistedCartItem } from '../../lib/persisted-state';

/** One cart line as it is kept in the browser (the client schema's `CartItem`). */
export type CartLine = PersistedCartItem;

export interface NewCartLine {
  productId: string;
  productName: string;
  image: string | null;
  price: number;
  quantity: number;
  stock: number;
}

export interface CartTotals {
  count: number;
  subtotal: number;
  tax: number;
  total: number;
}

export type AddLineOutcome = { added: true; lines: CartLine[] } | { added: false; message: string; lines: CartLine[] };

/** The most one line may hold: what the store has, and never more than the server accepts. */
export function maxQuantityFor(line: Pick<CartLine, 'stock'>): number {
  return Math.max(0, Math.min(line.stock, LIMITS.maxCartQuantity));
}

function clampQuantity(quantity: number, line: Pick<CartLine, 'stock'>): number {
  const whole = Number.isFinite(quantity) ? Math.trunc(quantity) : 0;
  return Math.min(Math.max(whole, 0), maxQuantityFor(line));
}

function withQuantity(line: CartLine, quantity: number): CartLine {
  return { ...line, quantity, subtotal: line.price * quantity };
}

/** One entry per product; a new product goes to the front. */
export function addLine(lines: CartLine[], item: NewCartLine): AddLineOutcome {
  if (lines.some((line) => line.productId === item.productId)) {
    return { added: false, message: MESSAGES.productAlreadyInCart, lines };
  }
  if (maxQuantityFor(item) < 1) {
    return { added: false, message: MESSAGES.productOutOfStock, lines };
  }
  const quantity = Math.max(1, clampQuantity(item.quantity, item));
  const line: CartLine = withQuantity({ ...item, quantity: 0, subtotal: 0 }, quantity);
  return { added: true, lines: [line, ...lines] };
}

/** Quantity 0 keeps the line; the plus stops at the known stock. */
export function setLineQuantity(lines: CartLine[], productId: string, quantity: number): CartLine[] {
  return lines.map((line) => (line.productId === productId ? withQuantity(line, clampQuantity(quantity, line)) : line));
}

export function removeLine(lines: CartLine[], productId: string): CartLine[] {
  return lines.filter((line) => line.productId !== productId);
}

export interface LineRefresh {
  productId: string;
  productName: string;
  image: string | null;
  price: number;
  stock: number;
}

/** Brings a line up to the server's current name, photo, price and stock; the quantity stays as asked. */
export function refreshLine(lines: CartLine[], refresh: LineRefresh): CartLine[] {
  return lines.map((line) =>
    line.productId === refresh.productId
      ? withQuantity({ ...line, ...refresh, image: refresh.image ?? line.image }, line.quantity)
      : line,
  );
}

export function cartTotals(lines: CartLine[]): CartTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
  return { count: lines.length, subtotal, tax: taxOf(subtotal), total: totalWithTax(subtotal) };
}

/** The lines worth ordering: a line at 0 stays in the cart but is not sent. */
export function orderableLines(lines: CartLine[]): CartLine[] {
  return lines.filter((line) => line.quantity > 0);
}
