import { useQuery } from '../../apollo/use-query';
import { Stack } from '@chakra-ui/react';
import { formatIDR } from '@spectrum/shared/money';
import { Notice } from '../../components/ui/notice';
import { RouterLink } from '../../components/ui/router-link';
import { ORDER_DETAIL_QUERY } from './order-detail-documents';
import type { OrderSummary } from './order-fields';
import { OrderView } from './order-view';
import { PaymentPanel } from './payment-panel';

/**
 * An order just placed (the checkout's receipt): while it is unpaid, how to pay it comes first, the same panel as
 * on the order's page. The placing answer carries no instructions, so they load with the order's own query, which
 * the payment then updates: the panel goes and the order below shows its lines paid.
 */
export function PlacedOrderView({ order }: { order: OrderSummary }) {
  const unpaid = order.paymentState === 'UNPAID';
  const { data } = useQuery(ORDER_DETAIL_QUERY, { variables: { id: order.id }, skip: !unpaid });
  const detail = data?.order ?? null;
  return (
    <Stack gap="6">
      {detail ? <PaymentPanel order={detail} /> : unpaid ? <PaymentDue order={order} /> : null}
      <OrderView order={detail ?? order} />
    </Stack>
  );
}

/** Until the instructions arrive (or when they cannot): what is due, and the order's page, which says how to pay. */
function PaymentDue({ order }: { order: OrderSummary }) {
  return (
    <Notice>
      Waiting for Payment: <strong>{formatIDR(order.money.due)}</strong> is due.{' '}
      <RouterLink to={`/order-track/${order.id}`} textDecoration="underline">
        See how to pay
      </RouterLink>
    </Notice>
  );
}
