import { useMutation } from '@apollo/client/react';
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

/** Moving order lines: asks first when the move cannot be undone, and toasts every result. */
export function useOrderStatusChange() {
  const [movingLineId, setMovingLineId] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingMove | null>(null);
  // Kept after the answer so the dialog does not go blank while it closes.
  const [question, setQuestion] = useState('');
  const [updateOrderStatus] = useMutation(UPDATE_ORDER_STATUS);

  async function send({ line, status }: PendingMove) {
    setMovingLineId(line.id);
    try {
      const { data } = await updateOrderStatus({ variables: { input: { lineId: line.id, status } } });
      const result = data?.updateOrderStatus;
      if (result?.__typename === 'UpdateOrderStatusSuccess') toastSuccess(movedMessage(result.line));
      else if (result) toastFailure(result.message);
    } catch (failure) {
      toastFailure(errorMessage(failure));
    } finally {
      setMovingLineId(null);
    }
  }

  function move(line: SellerOrderRow_LineFragment, status: OrderStatus) {
    if (needsConfirmation(status)) {
      setQuestion(confirmMoveQuestion(line, status));
      setPending({ line, status });
    } else void send({ line, status });
  }

  async function confirm() {
    if (!pending) return;
    await send(pending);
    setPending(null);
  }

  return {
    movingLineId,
    move,
    asking: pending !== null,
    question,
    confirm,
    dismiss: () => setPending(null),
  };
}
