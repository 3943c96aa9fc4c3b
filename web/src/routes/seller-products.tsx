import { useQuery } from '../apollo/use-query';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@spectrum/shared/messages';
import type { SellerProductFilter } from '../__generated__/graphql';
import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { RouterLink } from '../components/ui/router-link';
import { PageMeta } from '../components/ui/page-meta';
import { SelectField } from '../components/ui/select-field';
import { profilePathFor } from '../lib/session';
import { useSession } from '../features/auth/use-session';
import { useListParams } from '../features/seller/page-params';
import { RestockDialog } from '../features/seller/restock-dialog';
import { SellerPage, SELLER_PATHS } from '../features/seller/seller-nav';
import { SellerList } from '../features/seller/seller-list';
import { SellerProductTable } from '../features/seller/seller-product-table';
import { SELLER_PRODUCT_LIST, SELLER_PRODUCTS_PAGE_SIZE } from '../features/seller/seller-products-query';
import { useSellerProductActions } from '../features/seller/use-seller-product-actions';

/** The dropdown's choices (spelling as the spec has it) and how each appears in the address. */
const FILTERS: readonly { value: SellerProductFilter; label: string; param: string | null }[] = [
  { value: 'ALL', label: 'All', param: null },
  { value: 'ARCHIVED', label: 'Archieve', param: 'archived' },
  { value: 'SOLD_OUT', label: 'Sold Out', param: 'sold-out' },
];

function filterFromParam(raw: string | null): SellerProductFilter {
  return FILTERS.find((option) => option.param === raw)?.value ?? 'ALL';
}

export default function SellerProductsPage() {
  const session = useSession();
  const { filter, page, update } = useListParams('filter', filterFromParam);
  const actions = useSellerProductActions();

  const { data, previousData, loading, error, refetch } = useQuery(SELLER_PRODUCT_LIST, {
    variables: { filter, page, limit: SELLER_PRODUCTS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });

  return (
    <>
      <PageMeta title="Product List" personal />
      <SellerPage title="Product List" profilePath={profilePathFor(session)}>
        <Stack gap="6">
          <Flex
            justify="space-between"
            align={{ base: 'stretch', sm: 'flex-end' }}
            gap="4"
            direction={{ base: 'column', sm: 'row' }}
          >
            <SelectField
              label="Filter"
              name="filter"
              maxW={{ sm: '240px' }}
              value={filter}
              options={FILTERS}
              onChange={(chosen) =>
                update({ filter: FILTERS.find((option) => option.value === chosen)?.param ?? null })
              }
            />
            <Button asChild size="md">
              <RouterLink to={SELLER_PATHS.addProduct}>Add product</RouterLink>
            </Button>
          </Flex>

          <SellerList
            list={(data ?? previousData)?.sellerProducts}
            loading={loading}
            error={error}
            onRetry={() => void refetch()}
            subject={{ loading: 'Loading products', error: 'your products' }}
            onPage={(next) => update({ page: next })}
            empty={<EmptyList filter={filter} />}
          >
            {(products) => (
              <SellerProductTable
                products={products}
                onDelete={actions.setToDelete}
                onRestock={actions.setToRestock}
                onRestore={(product) => void actions.restore(product)}
                restoringId={actions.restoringId}
              />
            )}
          </SellerList>
        </Stack>

        <ConfirmDialog
          open={actions.toDelete !== null}
          message={MESSAGES.deleteProductConfirm}
          confirmLabel="Yes"
          cancelLabel="Close"
          onClose={() => actions.setToDelete(null)}
          onConfirm={actions.confirmDelete}
        />
        <RestockDialog
          productName={actions.toRestock?.name ?? null}
          onRestock={actions.restock}
          onClose={() => actions.setToRestock(null)}
        />
      </SellerPage>
    </>
  );
}

function EmptyList({ filter }: { filter: SellerProductFilter }) {
  const text =
    filter === 'ARCHIVED'
      ? 'No archived products.'
      : filter === 'SOLD_OUT'
        ? 'Nothing is sold out.'
        : 'You have no products yet.';
  return (
    <Stack align="center" gap="4" py="16" bg="neutral.100" textAlign="center">
      <Text color="fg.muted">{text}</Text>
      {filter === 'ALL' && (
        <Button asChild variant="outline" size="sm">
          <RouterLink to={SELLER_PATHS.addProduct}>Add your first product</RouterLink>
        </Button>
      )}
    </Stack>
  );
}
