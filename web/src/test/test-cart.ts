import type { CartQuoteFieldsFragment } from '../__generated__/graphql';
import { updatePersistedState } from '../lib/persisted-state';
import type { CartLine } from '../features/cart/cart-rules';
import { reloadCartLines } from '../features/cart/cart-state';

/** Test helpers: a saved cart as a previous visit left it, and quotes shaped like the server's. */
export function line(productId: string, productName: string, price: number, quantity: number, stock = 10): CartLine {
  return {
    productId,
    productName,
    image: `/uploads/${productId}-thumb.webp`,
    price,
    quantity,
    stock,
  };
}

export function seedCart(lines: CartLine[]): void {
  updatePersistedState((saved) => ({ ...saved, cart: lines }));
  reloadCartLines();
}

export function savedCart(): CartLine[] {
  const saved: unknown = JSON.parse(localStorage.getItem('persist:spectrum') ?? '{}');
  return (saved as { cart?: CartLine[] }).cart ?? [];
}

type QuoteOverrides = Partial<Pick<CartQuoteFieldsFragment['lines'][number], 'price' | 'stock' | 'productName'>>;

export function quoteFor(
  lines: CartLine[],
  overrides: Record<string, QuoteOverrides> = {},
): CartQuoteFieldsFragment & { __typename: 'CartQuote' } {
  const quoted = lines
    .filter((entry) => entry.quantity > 0)
    .map((entry) => {
      const current = {
        price: entry.price,
        stock: entry.stock,
        productName: entry.productName,
        ...overrides[entry.productId],
      };
      return {
        __typename: 'CartQuoteLine' as const,
        productId: entry.productId,
        productName: current.productName,
        image: entry.image,
        price: current.price,
        quantity: entry.quantity,
        stock: current.stock,
        available: current.stock >= entry.quantity && current.productName !== '',
        lineTotal: current.price * entry.quantity,
      };
    });
  const subtotal = quoted.filter((entry) => entry.available).reduce((sum, entry) => sum + entry.lineTotal, 0);
  const tax = Math.round(subtotal / 10);
  const unavailableLines = quoted.filter((entry) => !entry.available);
  return {
    __typename: 'CartQuote',
    lines: quoted,
    subtotal,
    tax,
    total: subtotal + tax,
    allAvailable: unavailableLines.length === 0,
    unavailableLines,
  };
}

export const SHIPMENTS = [
  { __typename: 'Shipment' as const, id: '1', name: 'Flat Rate' },
  { __typename: 'Shipment' as const, id: '2', name: 'Free shipping' },
  { __typename: 'Shipment' as const, id: '3', name: 'Local Pick Up' },
];

export const PAYMENTS = [
  { __typename: 'Payment' as const, id: '1', name: 'BCA' },
  { __typename: 'Payment' as const, id: '2', name: 'BNI' },
  { __typename: 'Payment' as const, id: '3', name: 'BRI' },
  { __typename: 'Payment' as const, id: '4', name: 'MANDIRI' },
];
