import { useQuery } from '@apollo/client/react';
import { Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import type { OrderStatus } from '../__generated__/graphql';
import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { Pager } from '../components/ui/pager';
import { SelectField, type SelectOption } from '../components/ui/select-field';
import { profilePathFor } from '../lib/session';
import { useSession } from '../features/auth/use-session';
import { ORDER_STATUS_FILTERS, statusFromParam } from '../features/seller/order-status';
import { useListParams } from '../features/seller/page-params';
import { SellerPage } from '../features/seller/seller-nav';
import { SellerOrderTable } from '../features/seller/seller-order-table';
import { SELLER_ORDER_LIST, SELLER_ORDERS_PAGE_SIZE } from '../features/seller/seller-orders-query';
import { useOrderStatusChange } from '../features/seller/use-order-status-change';
import { LoadError } from '../components/ui/load-error';
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
  const list = (data ?? previousData)?.sellerOrders;

  useEffect(() => {
    if (list && list.items.length === 0 && list.page > list.totalPage) update({ page: list.totalPage });
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

          {list ? (
            list.items.length > 0 ? (
              <>
                <SellerOrderTable
                  lines={list.items}
                  movingLineId={statusChange.movingLineId}
                  onMove={statusChange.move}
                />
                <Pager
                  count="sentence"
                  labels={{ navigation: 'Pages' }}
                  page={list.page}
                  totalPage={list.totalPage}
                  hasPrev={list.hasPrev}
                  hasNext={list.hasNext}
                  onPage={(next) => update({ page: next })}
                />
              </>
            ) : (
              <Stack align="center" py="16" bg="neutral.100" textAlign="center">
                <Text color="fg.muted">
                  {status === 'ALL'
                    ? 'No orders yet. Orders for your products will appear here.'
                    : 'No orders with this status.'}
                </Text>
              </Stack>
            )
          ) : loading ? (
            <Flex justify="center" py="16">
              <Spinner size="lg" color="neutral.900" aria-label="Loading orders" />
            </Flex>
          ) : (
            <LoadError subject="your orders" error={error} onRetry={() => void refetch()} />
          )}
        </Stack>

        <ConfirmDialog
          open={statusChange.asking}
          message={statusChange.question}
          confirmLabel="Yes"
          cancelLabel="Close"
          onClose={statusChange.dismiss}
          onConfirm={statusChange.confirm}
        />
      </SellerPage>
    </>
  );
}
