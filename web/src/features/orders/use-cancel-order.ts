import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { CancelOrderLineMutation, CancelOrderMutation } from '../../__generated__/graphql';
import { errorMessage } from '../../components/ui/error-message';
import { CANCEL_ORDER, CANCEL_ORDER_LINE, type OrderDetail, type OrderDetailLine } from './order-detail-documents';
import { toastFailure, toastSuccess } from '../../lib/toasts';

/** What the person asked to cancel, waiting for their confirmation. */
export type CancelRequest = { kind: 'order' } | { kind: 'line'; line: OrderDetailLine };

export interface CancelOrder {
  request: CancelRequest | null;
  ask: (request: CancelRequest) => void;
  dismiss: () => void;
  /** Sends the confirmed request and toasts the store's answer. */
  confirm: () => Promise<void>;
}

type CancelAnswer = CancelOrderMutation['cancelOrder'] | CancelOrderLineMutation['cancelOrderLine'] | undefined;

/** Cancels the whole order or one line, only after the person confirms; the answer updates the cached order. */
export function useCancelOrder(order: OrderDetail): CancelOrder {
  const [request, setRequest] = useState<CancelRequest | null>(null);
  const [cancelOrder] = useMutation(CANCEL_ORDER);
  const [cancelOrderLine] = useMutation(CANCEL_ORDER_LINE);

  async function send(asked: CancelRequest): Promise<CancelAnswer> {
    if (asked.kind === 'order') {
      const { data } = await cancelOrder({ variables: { input: { orderId: order.id } } });
      return data?.cancelOrder;
    }
    const { data } = await cancelOrderLine({ variables: { input: { lineId: asked.line.id } } });
    return data?.cancelOrderLine;
  }

  async function confirm() {
    if (!request) return;
    try {
      const answer = await send(request);
      if (answer?.__typename === 'CancelOrderSuccess') toastSuccess(answer.message);
      else toastFailure(answer?.message ?? 'The store did not answer as expected. Please try again.');
    } catch (error) {
      toastFailure(errorMessage(error));
    }
    setRequest(null);
  }

  return { request, ask: setRequest, dismiss: () => setRequest(null), confirm };
}

/** The question the confirmation dialog asks. */
export function cancelQuestion(order: OrderDetail, request: CancelRequest): string {
  return request.kind === 'order'
    ? `Cancel order #${order.id}? Every product in it will be cancelled.`
    : `Cancel ${request.line.quantity} × ${request.line.productName} from order #${order.id}?`;
}
