import { useEffect, useEffectEvent, useState } from 'react';
import { graphql } from '../../__generated__/gql';
import type { CartLineInput, CartQuoteFieldsFragment } from '../../__generated__/graphql';
import { useCart, type CartItem } from './use-cart';

export const CART_QUOTE_FIELDS = graphql(`
  fragment CartQuoteFields on CartQuote {
    lines {
      productId
      productName
      image
      price
      quantity
      stock
      available
      lineTotal
    }
    subtotal
    tax
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

/**
 * Brings the local lines up to a fresh quote (the server's price, stock, name and photo) and
 * remembers every price that changed so the page can say so.
 */
export function useQuoteSync(quote: CartQuote | null | undefined): PriceChange[] {
  const { items, refreshLine } = useCart();
  const [changes, setChanges] = useState<PriceChange[]>([]);
  // Price changes are read against the lines as they were when this quote arrived, before the refresh.
  const [readQuote, setReadQuote] = useState<CartQuote | null | undefined>(null);
  if (quote && quote !== readQuote) {
    setReadQuote(quote);
    const found = quote.lines.flatMap((line) => {
      const local = items.find((item) => item.productId === line.productId);
      if (!local || line.productName === '' || local.price === line.price) return [];
      return [
        { productId: line.productId, productName: line.productName, previousPrice: local.price, price: line.price },
      ];
    });
    if (found.length > 0) {
      setChanges((previous) => [
        ...previous.filter((change) => !found.some((next) => next.productId === change.productId)),
        ...found,
      ]);
    }
  }

  const refreshFrom = useEffectEvent((fresh: CartQuote) => {
    for (const line of fresh.lines) {
      const local = items.find((item) => item.productId === line.productId);
      if (!local) continue;
      // An unknown or archived product comes back nameless and priced 0: keep what the cart knew.
      const gone = line.productName === '';
      const refresh = {
        productId: line.productId,
        productName: gone ? local.productName : line.productName,
        image: line.image ?? local.image,
        price: gone ? local.price : line.price,
        stock: line.stock,
      };
      const differs =
        refresh.productName !== local.productName ||
        refresh.image !== local.image ||
        refresh.price !== local.price ||
        refresh.stock !== local.stock;
      if (differs) void refreshLine(refresh);
    }
  });
  useEffect(() => {
    if (quote) refreshFrom(quote);
  }, [quote]);

  return changes;
}
