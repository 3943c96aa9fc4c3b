import { Button, HStack, Stack } from '@chakra-ui/react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { RouterLink } from '../../components/ui/router-link';
import { LineHistory } from './line-history';
import type { OrderDetail } from './order-detail-documents';
import { OrderView } from './order-view';
import { PaymentPanel } from './payment-panel';
import { cancelQuestion, useCancelOrder } from './use-cancel-order';

/**
 * One of the customer's orders with its payment instructions while unpaid, and each line's status history. Lines
 * still at Waiting for Payment or Get Paid can be
 * cancelled, and the whole order when every line still can; both ask first. Each line can start a conversation
 * with its seller.
 */
export function OrderDetailView({ order }: { order: OrderDetail }) {
  const cancel = useCancelOrder(order);
  const wholeOrderCancellable = order.lines.length > 0 && order.lines.every((line) => line.cancellable);
  const details = new Map(order.lines.map((line) => [line.id, line]));

  return (
    <>
      <PaymentPanel order={order} />
      <OrderView
        order={order}
        actions={
          wholeOrderCancellable ? (
            <Button size="xs" variant="outline" onClick={() => cancel.ask({ kind: 'order' })}>
              Cancel order
            </Button>
          ) : null
        }
        lineDetails={(summary) => {
          const line = details.get(summary.id);
          if (!line) return null;
          return (
            <Stack gap="3" pb="1">
              <LineHistory line={line} />
              <HStack gap="2" alignSelf={{ base: 'flex-start', md: 'flex-end' }}>
                <Button size="xs" variant="outline" asChild>
                  <RouterLink to={`/chat?line=${line.id}`} aria-label={`Ask the seller about ${line.productName}`}>
                    Ask the seller
                  </RouterLink>
                </Button>
                {line.cancellable ? (
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`Cancel ${line.productName}`}
                    onClick={() => cancel.ask({ kind: 'line', line })}
                  >
                    Cancel
                  </Button>
                ) : null}
              </HStack>
            </Stack>
          );
        }}
      />
      <ConfirmDialog
        open={cancel.request !== null}
        message={cancel.request ? cancelQuestion(order, cancel.request) : ''}
        confirmLabel="Yes, cancel"
        cancelLabel="No, keep it"
        onConfirm={cancel.confirm}
        onClose={cancel.dismiss}
      />
    </>
  );
}
