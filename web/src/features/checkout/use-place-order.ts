import { useMutation } from '@apollo/client/react';
import { MESSAGES } from '@spectrum/shared/messages';
import { useCallback, useRef, useState } from 'react';
import type { CartLineInput, OrderFieldsFragment } from '../../__generated__/graphql';
import { errorMessage } from '../../components/ui/error-message';
import { CREATE_TRANSACTION } from './create-transaction';
import { clearShipmentChoice } from './shipment-choice';
import { toastFailure, toastSuccess } from '../../lib/toasts';

export interface PlaceOrderInput {
  items: CartLineInput[];
  receiverName: string;
  address: string;
  phone: string;
  paymentId: string;
  shipmentId: string;
}

export interface OrderFailure {
  message: string;
  fieldErrors: { field: string; message: string }[];
  productId?: string | null;
}

export interface PlaceOrder {
  /** Resolves true when the order was placed. */
  place: (input: PlaceOrderInput) => Promise<boolean>;
  placing: boolean;
  order: OrderFieldsFragment | null;
  failure: OrderFailure | null;
}

function newAttemptKey(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * Places the order once. The idempotency key belongs to this checkout attempt: a double click, or a
 * retry after a lost answer, sends the same key, so the server never creates a second order. The key is
 * bound to the order it was made for: once the cart or the details change, the next attempt gets a new
 * key (the server refuses a key reused for a different order). `onPlaced` runs once the receipt shows
 * (the page empties the cart there).
 */
export function usePlaceOrder({ onPlaced }: { onPlaced: () => Promise<void> }): PlaceOrder {
  const [createTransaction] = useMutation(CREATE_TRANSACTION);
  const attempt = useRef<{ key: string; order: string } | null>(null);
  const inFlight = useRef(false);
  const [placing, setPlacing] = useState(false);
  const [order, setOrder] = useState<OrderFieldsFragment | null>(null);
  const [failure, setFailure] = useState<OrderFailure | null>(null);

  const place = useCallback(
    async (input: PlaceOrderInput) => {
      if (inFlight.current) return false;
      inFlight.current = true;
      const order = JSON.stringify(input);
      if (attempt.current?.order !== order) attempt.current = { key: newAttemptKey(), order };
      setPlacing(true);
      setFailure(null);
      try {
        const { data } = await createTransaction({
          variables: { input: { ...input, idempotencyKey: attempt.current.key } },
        });
        const result = data?.createTransaction;
        if (result?.__typename === 'CreateTransactionSuccess') {
          attempt.current = null;
          // The receipt replaces the page before the cart empties, so nothing re-prices an empty cart.
          setOrder(result.order);
          toastSuccess(MESSAGES.transactionCreated);
          clearShipmentChoice();
          await onPlaced();
          return true;
        }
        if (result?.__typename === 'InsufficientStockError') {
          setFailure({ message: result.message, fieldErrors: [], productId: result.productId });
        } else if (result?.__typename === 'ShipmentNotOfferedError') {
          // The seller changed their offers since the quote: the page prices the cart again and shows why.
          setFailure({ message: result.message, fieldErrors: [] });
        } else if (result?.__typename === 'InputValidationError') {
          setFailure({ message: result.message, fieldErrors: result.fieldErrors });
        } else {
          setFailure({ message: 'The store did not answer as expected. Please try again.', fieldErrors: [] });
        }
        toastFailure(MESSAGES.transactionError);
        return false;
      } catch (error) {
        setFailure({ message: errorMessage(error), fieldErrors: [] });
        toastFailure(MESSAGES.transactionError);
        return false;
      } finally {
        inFlight.current = false;
        setPlacing(false);
      }
    },
    [createTransaction, onPlaced],
  );

  return { place, placing, order, failure };
}
