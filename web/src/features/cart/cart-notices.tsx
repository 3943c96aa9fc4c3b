import { Stack } from '@chakra-ui/react';
import { formatIDR } from '@spectrum/shared/money';
import { Notice } from '../../components/ui/notice';
import type { PriceChange, UnavailableLine } from './cart-quote';

interface CartNoticesProps {
  priceChanges: PriceChange[];
  /** The lines the server's quote could not sell as asked. */
  unavailable: readonly UnavailableLine[];
  quoteError?: string;
}

/** What changed since the cart was filled, and what keeps it from being ordered, in the server's words. */
export function CartNotices({ priceChanges, unavailable, quoteError }: CartNoticesProps) {
  if (priceChanges.length === 0 && unavailable.length === 0 && !quoteError) return null;
  return (
    <Stack gap="3">
      {unavailable.map((line) => (
        <Notice key={`short-${line.productId}`} tone="warning">
          {line.stock > 0
            ? `Only ${line.stock} left of ${line.productName} (you asked for ${line.quantity}). Lower the quantity to check out.`
            : `${line.productName} is sold out or no longer available. Remove it to check out.`}
        </Notice>
      ))}
      {priceChanges.map((change) => (
        <Notice key={`price-${change.productId}`} tone="info">
          The price of {change.productName} changed from {formatIDR(change.previousPrice)} to {formatIDR(change.price)};
          your cart now uses the new price.
        </Notice>
      ))}
      {quoteError ? <Notice tone="error">We could not check the latest prices and stock: {quoteError}</Notice> : null}
    </Stack>
  );
}
