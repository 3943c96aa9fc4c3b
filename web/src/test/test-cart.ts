import type { MockLink } from '@apollo/client/testing';
import type {
  CartPageQuery,
  CartPageQueryVariables,
  CartQuoteFieldsFragment,
  CheckoutPageQuery,
  CheckoutPageQueryVariables,
} from '../__generated__/graphql';
import { updatePersistedState } from '../lib/persisted-state';
import type { CartLine } from '../features/cart/cart-rules';
import { reloadCartLines } from '../features/cart/cart-state';
import { CART_PAGE_QUERY } from '../routes/cart';
import { CHECKOUT_PAGE_QUERY } from '../routes/checkout';

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

type QuoteSeller = CartQuoteFieldsFragment['sellers'][number];

/** How a test seller prices each shipment: a fee, or the reason it is not offered. Local Pick Up's note is its address. */
export interface TestSellerOffer {
  storeName: string;
  flatRate: number | string;
  freeShipping: number | string;
  localPickUp: { address: string } | string;
}

/** A seller who never set offers: Flat Rate and Free shipping at no cost, no pickup. */
export const DEFAULT_TEST_SELLER: TestSellerOffer = {
  storeName: 'Oak & Co',
  flatRate: 0,
  freeShipping: 0,
  localPickUp: 'Oak & Co does not offer Local Pick Up.',
};

function quotedSeller(
  offer: TestSellerOffer,
  index: number,
  shipmentId: string,
): QuoteSeller & { __typename: 'CartQuoteSeller' } {
  const choices = [offer.flatRate, offer.freeShipping, offer.localPickUp].map((priced, at) => {
    const shipment = SHIPMENTS[at]!;
    const available = typeof priced !== 'string';
    return {
      __typename: 'ShippingChoice' as const,
      shipment,
      available,
      fee: typeof priced === 'number' ? priced : 0,
      note: typeof priced === 'string' ? priced : typeof priced === 'object' ? priced.address : null,
    };
  });
  const chosen = choices.find((choice) => choice.shipment.id === shipmentId);
  return {
    __typename: 'CartQuoteSeller',
    sellerId: String(100 + index),
    storeName: offer.storeName,
    shipping: chosen?.available ? chosen.fee : 0,
    choices,
  };
}

/**
 * A quote shaped like the server's. Every available line belongs to the first seller unless `sellerOf` names the
 * seller (an index into `sellers`) of a product.
 */
export function quoteFor(
  lines: CartLine[],
  overrides: Record<string, QuoteOverrides> = {},
  shipping: { shipmentId?: string; sellers?: TestSellerOffer[]; sellerOf?: Record<string, number> } = {},
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
  const offers = shipping.sellers ?? [DEFAULT_TEST_SELLER];
  const shipmentId = shipping.shipmentId ?? '1';
  const sellers = offers.flatMap((offer, index) => {
    const owns = quoted.some((entry) => entry.available && (shipping.sellerOf?.[entry.productId] ?? 0) === index);
    return owns ? [quotedSeller(offer, index, shipmentId)] : [];
  });
  const shippingTotal = sellers.reduce((sum, seller) => sum + seller.shipping, 0);
  return {
    __typename: 'CartQuote',
    lines: quoted,
    subtotal,
    tax,
    sellers,
    shipping: shippingTotal,
    shipmentAvailable: sellers.every((seller) =>
      seller.choices.some((choice) => choice.shipment.id === shipmentId && choice.available),
    ),
    total: subtotal + tax + shippingTotal,
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

/** The lines the cart and checkout pages send to be priced: those with a quantity, as the server takes them. */
function pricedItems(lines: CartLine[]): { productId: string; quantity: number }[] {
  return lines
    .filter((entry) => entry.quantity > 0)
    .map((entry) => ({ productId: entry.productId, quantity: entry.quantity }));
}

/** The cart page's query for `lines` (none: an empty cart), priced as quoteFor prices them. */
export function cartPageMock(
  lines: CartLine[],
  overrides: Parameters<typeof quoteFor>[1] = {},
  shipping: Parameters<typeof quoteFor>[2] = {},
): MockLink.MockedResponse<CartPageQuery, CartPageQueryVariables> {
  const items = pricedItems(lines);
  return {
    request: {
      query: CART_PAGE_QUERY,
      variables: { items, shipmentId: shipping.shipmentId ?? '1', withQuote: items.length > 0 },
    },
    result: {
      data: {
        shipments: SHIPMENTS,
        ...(items.length > 0 ? { cartQuote: quoteFor(lines, overrides, shipping) } : {}),
      },
    },
  };
}

/** The checkout page's query for `lines`, priced as quoteFor prices them (a few times: it prices again). */
export function checkoutPageMock(
  lines: CartLine[],
  overrides: Parameters<typeof quoteFor>[1] = {},
  shipping: Parameters<typeof quoteFor>[2] = {},
): MockLink.MockedResponse<CheckoutPageQuery, CheckoutPageQueryVariables> {
  return {
    request: {
      query: CHECKOUT_PAGE_QUERY,
      variables: { items: pricedItems(lines), shipmentId: shipping.shipmentId ?? '1', withQuote: true },
    },
    result: {
      data: { payments: PAYMENTS, shipments: SHIPMENTS, cartQuote: quoteFor(lines, overrides, shipping) },
    },
    maxUsageCount: 5,
  };
}
