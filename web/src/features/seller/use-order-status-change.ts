import { useMutation } from '@apollo/client/react';
import { fieldSentence } from '@spectrum/shared/contract/field-labels';
import { trackingNumberProblem } from '@spectrum/shared/rules/tracking-number';
import { useState } from 'react';
import type { OrderStatus, SellerOrderRow_LineFragment } from '../../__generated__/graphql';
import { errorMessage } from '../../components/ui/error-message';
import { toastFailure, toastSuccess } from '../../lib/toasts';
import { confirmMoveQuestion, movedMessage, needsConfirmation } from './order-status';
import { UPDATE_ORDER_STATUS } from './update-order-status';

interface PendingMove {
  line: SellerOrderRow_LineFragment;
  status: OrderStatus;
}

/**
 * Moving order lines: asks first when the move cannot be undone, and toasts every result. Marking a line Sent
 * takes an optional tracking number, checked with the store's rule; one the store refuses keeps the question open.
 */
export function useOrderStatusChange() {
  const [movingLineId, setMovingLineId] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingMove | null>(null);
  // Kept after the answer so the dialog does not go blank while it closes.
  const [question, setQuestion] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [trackingError, setTrackingError] = useState<string | null>(null);
  const [updateOrderStatus] = useMutation(UPDATE_ORDER_STATUS);

  /** Sends the move; true when the question may close (moved, or refused for a reason the field cannot fix). */
  async function send({ line, status }: PendingMove, tracking?: string): Promise<boolean> {
    setMovingLineId(line.id);
    try {
      const { data } = await updateOrderStatus({
        variables: { input: { lineId: line.id, status, ...(tracking ? { trackingNumber: tracking } : {}) } },
      });
      const result = data?.updateOrderStatus;
      if (result?.__typename === 'UpdateOrderStatusSuccess') toastSuccess(movedMessage(result.line));
      else if (result?.__typename === 'InputValidationError') {
        setTrackingError(result.message);
        return false;
      } else if (result) toastFailure(result.message);
    } catch (failure) {
      toastFailure(errorMessage(failure));
    } finally {
      setMovingLineId(null);
    }
    return true;
  }

  function move(line: SellerOrderRow_LineFragment, status: OrderStatus) {
    if (needsConfirmation(status)) {
      setQuestion(confirmMoveQuestion(line, status));
      setTrackingNumber('');
      setTrackingError(null);
      setPending({ line, status });
    } else void send({ line, status });
  }

  async function confirm() {
    if (!pending) return;
    const asksTracking = pending.status === 'SENT';
    const problem = asksTracking ? trackingNumberProblem(trackingNumber) : null;
    if (problem) {
      setTrackingError(fieldSentence('trackingNumber', problem));
      return;
    }
    if (await send(pending, asksTracking ? trackingNumber.trim() : undefined)) setPending(null);
  }

  return {
    movingLineId,
    move,
    asking: pending !== null,
    question,
    /** The tracking number field, while the question is about marking a line Sent. */
    tracking:
      pending?.status === 'SENT'
        ? {
            value: trackingNumber,
            error: trackingError,
            onChange: (value: string) => {
              setTrackingNumber(value);
              setTrackingError(null);
            },
          }
        : null,
    confirm,
    dismiss: () => setPending(null),
  };
}
