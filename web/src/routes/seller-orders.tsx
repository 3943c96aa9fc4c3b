import { useQuery } from '../apollo/use-query';
import { Stack, Text } from '@chakra-ui/react';
import type { OrderStatus } from '../__generated__/graphql';
import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { SelectField, type SelectOption } from '../components/ui/select-field';
import { profilePathFor } from '../lib/session';
import { useSession } from '../features/auth/use-session';
import { ORDER_STATUS_FILTERS, statusFromParam } from '../features/seller/order-status';
import { useListParams } from '../features/seller/page-params';
import { SellerPage } from '../features/seller/seller-nav';
import { SellerList } from '../features/seller/seller-list';
import { TrackingNumberField } from '../features/seller/order-line-parts';
import { SellerOrderTable } from '../features/seller/seller-order-table';
import { SELLER_ORDER_LIST, SELLER_ORDERS_PAGE_SIZE } from '../features/seller/seller-orders-query';
import { useOrderStatusChange } from '../features/seller/use-order-status-change';
import { PageMeta } from '../components/ui/page-meta';

const STATUS_OPTIONS: readonly SelectOption<OrderStatus | 'ALL'>[] = [
  { value: 'ALL', label: 'All' },
  ...ORDER_STATUS_FILTERS,
];

export default function SellerOrdersPage() {
  const session = useSession();
  const { filter: status, page, update } = useListParams('status', statusFromParam);
  const statusChange = useOrderStatusChange();

  const { data, previousData, loading, error, refetch } = useQuery(SELLER_ORDER_LIST, {
    variables: { status: status === 'ALL' ? null : status, page, limit: SELLER_ORDERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });

  return (
    <>
      <PageMeta title="My Order" personal />
      <SellerPage title="My Order" profilePath={profilePathFor(session)}>
        <Stack gap="6">
          <SelectField
            label="Status Order"
            name="status"
            maxW={{ sm: '240px' }}
            value={status}
            options={STATUS_OPTIONS}
            onChange={(chosen) =>
              update({ filter: ORDER_STATUS_FILTERS.find((option) => option.value === chosen)?.param ?? null })
            }
          />

          <SellerList
            list={(data ?? previousData)?.sellerOrders}
            loading={loading}
            error={error}
            onRetry={() => void refetch()}
            subject={{ loading: 'Loading orders', error: 'your orders' }}
            onPage={(next) => update({ page: next })}
            empty={
              <Stack align="center" py="16" bg="neutral.100" textAlign="center">
                <Text color="fg.muted">
                  {status === 'ALL'
                    ? 'No orders yet. Orders for your products will appear here.'
                    : 'No orders with this status.'}
                </Text>
              </Stack>
            }
          >
            {(lines) => (
              <SellerOrderTable lines={lines} movingLineId={statusChange.movingLineId} onMove={statusChange.move} />
            )}
          </SellerList>
        </Stack>

        <ConfirmDialog
          open={statusChange.asking}
          message={statusChange.question}
          confirmLabel="Yes"
          cancelLabel="Close"
          onClose={statusChange.dismiss}
          onConfirm={statusChange.confirm}
        >
          {statusChange.tracking && <TrackingNumberField {...statusChange.tracking} />}
        </ConfirmDialog>
      </SellerPage>
    </>
  );
}
