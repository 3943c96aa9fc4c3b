import { useState } from 'react';
import { graphql } from '../../__generated__/gql';
import type { CartLineInput, CartQuoteFieldsFragment } from '../../__generated__/graphql';
import type { CartItem } from './use-cart';

/** A cart line as the page shows it: the local cart's lines and the quote's (which add availability and total). */
export const CART_LINE_FIELDS = graphql(`
  fragment CartLineFields on CartQuoteLine {
    productId
    productName
    image
    price
    quantity
    stock
  }
`);

export const CART_QUOTE_FIELDS = graphql(`
  fragment CartQuoteFields on CartQuote {
    lines {
      ...CartLineFields
      available
      lineTotal
    }
    subtotal
    tax
    sellers {
      sellerId
      storeName
      shipping
      choices {
        shipment {
          id
          name
        }
        available
        fee
        note
      }
    }
    shipping
    shipmentAvailable
    total
    allAvailable
    unavailableLines {
      productId
      productName
      quantity
      stock
    }
  }
`);

export type CartQuote = CartQuoteFieldsFragment;

/** What the server is asked to price or order: the lines as they are now. */
export function toCartLineInputs(items: readonly CartItem[]): CartLineInput[] {
  return items.map((item) => ({ productId: item.productId, quantity: item.quantity }));
}

export interface PriceChange {
  productId: string;
  productName: string;
  previousPrice: number;
  price: number;
}

/** A line the server cannot sell as asked: gone, or fewer units in stock. */
export type UnavailableLine = CartQuote['unavailableLines'][number];

/** The quote's unavailable lines, named as the cart knows them when the product is gone (nameless). */
export function unavailableLinesOf(quote: CartQuote | undefined, items: readonly CartItem[]): UnavailableLine[] {
  return (quote?.unavailableLines ?? []).map((line) => ({
    ...line,
    productName: line.productName || (items.find((item) => item.productId === line.productId)?.productName ?? ''),
  }));
}

/** The latest quote that arrived: while the next one loads (after a change), the page keeps showing it. */
export function useLatestQuote(quote: CartQuote | null | undefined): CartQuote | undefined {
  const [latest, setLatest] = useState<CartQuote | undefined>(quote ?? undefined);
  if (quote && quote !== latest) setLatest(quote);
  return quote ?? latest;
}

/**
 * The lines as the cart page shows them: each local line with its product's name, photo, price and stock as
 * the quote has them now. The local cart keeps what was added (ids, quantities, a snapshot); the quote is read
 * beside it and never written into it. A product the server no longer sells comes back nameless and priced 0:
 * the line keeps what the cart knew.
 */
export function withQuotedDetails(items: readonly CartItem[], quote: CartQuote | undefined): CartItem[] {
  if (!quote) return [...items];
  return items.map((item) => {
    const quoted = quote.lines.find((line) => line.productId === item.productId);
    if (!quoted) return item;
    const gone = quoted.productName === '';
    return {
      ...item,
      productName: gone ? item.productName : quoted.productName,
      image: quoted.image ?? item.image,
      price: gone ? item.price : quoted.price,
      stock: quoted.stock,
    };
  });
}

/** Every line whose price the quote gives differently from the price it was added at. */
export function priceChangesOf(quote: CartQuote | undefined, items: readonly CartItem[]): PriceChange[] {
  return (quote?.lines ?? []).flatMap((line) => {
    const local = items.find((item) => item.productId === line.productId);
    if (!local || line.productName === '' || local.price === line.price) return [];
    return [
      { productId: line.productId, productName: line.productName, previousPrice: local.price, price: line.price },
    ];
  });
}
