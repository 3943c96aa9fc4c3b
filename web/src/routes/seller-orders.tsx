import { useQuery } from '@apollo/client/react';
import { Field, Flex, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { profilePathFor } from '../lib/session';
import { useSession } from '../features/auth/use-session';
import { ORDER_STATUS_FILTERS, statusFromParam } from '../features/seller/order-status';
import { useListParams } from '../features/seller/page-params';
import { Pager } from '../features/seller/pager';
import { SellerPage } from '../features/seller/seller-nav';
import { SellerOrderTable } from '../features/seller/seller-order-table';
import { SELLER_ORDER_LIST, SELLER_ORDERS_PAGE_SIZE } from '../features/seller/seller-orders-query';
import { useOrderStatusChange } from '../features/seller/use-order-status-change';
import { useTitle } from '../hooks/use-title';
import { LoadError } from '../components/ui/load-error';

export default function SellerOrdersPage() {
  useTitle('My Order');
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
    <SellerPage title="My Order" profilePath={profilePathFor(session)}>
      <Stack gap="6">
        <Field.Root maxW={{ sm: '240px' }}>
          <Field.Label fontSize="sm">Status Order</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="status"
              value={status}
              onChange={(event) =>
                update({
                  filter: ORDER_STATUS_FILTERS.find((option) => option.value === event.target.value)?.param ?? null,
                })
              }
            >
              <option value="ALL">All</option>
              {ORDER_STATUS_FILTERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>

        {list ? (
          list.items.length > 0 ? (
            <>
              <SellerOrderTable
                lines={list.items}
                movingLineId={statusChange.movingLineId}
                onMove={statusChange.move}
              />
              <Pager
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
  );
}
