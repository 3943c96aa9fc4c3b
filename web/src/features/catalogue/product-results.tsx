import { Box, Button, Flex, Grid, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ProductListQuery } from '../../__generated__/graphql';
import { ProductCard } from './product-card';
import { activeFilterCount, hasFilters, type ProductListParams } from './product-list-params';

/** Cards in the first rows load at once; the ones further down wait until they are near. */
const EAGER_CARDS = 3;

interface ProductResultsProps {
  /** The page of products shown, or undefined before the first answer. */
  products: ProductListQuery['products'] | undefined;
  /** What the address asks for: its page may be past the end when the catalogue shrank. */
  params: ProductListParams;
  /** Another list is on its way: the cards shown are the previous ones. */
  waiting: boolean;
  onFirstPage: () => void;
  onClearFilters: () => void;
}

/** What an empty list suggests: what the shopper searched or filtered by is what they can change. */
function emptyListAdvice(params: ProductListParams): string {
  if (!hasFilters(params)) return 'New pieces arrive every week; please come back soon.';
  const { search } = params;
  if (!search) return 'Nothing matches these filters. Try another category, colour or price range.';
  return activeFilterCount(params) === 0
    ? `Nothing matches “${search}”. Check the spelling, or try fewer or other words.`
    : `Nothing matches “${search}” with these filters. Try other words, or remove a filter.`;
}

/** The card grid, with a spinner before the first answer and a helpful word when nothing matches. */
export function ProductResults({ products, params, waiting, onFirstPage, onClearFilters }: ProductResultsProps) {
  if (!products) {
    return (
      <Flex justify="center" py="24" role="status" aria-label="Loading products">
        <Spinner size="lg" color="neutral.900" />
      </Flex>
    );
  }
  if (products.items.length === 0) {
    const pastTheEnd = params.page > products.pageInfo.totalPage;
    return (
      <Stack align="center" textAlign="center" gap="4" py="20">
        <Text fontSize="lg" fontWeight="semibold">
          {pastTheEnd ? 'This page has no products.' : 'No products found.'}
        </Text>
        <Text fontSize="sm" color="fg.muted" maxW="sm">
          {emptyListAdvice(params)}
        </Text>
        {pastTheEnd ? (
          <Button size="sm" variant="outline" onClick={onFirstPage}>
            Go to page 1
          </Button>
        ) : (
          hasFilters(params) && (
            <Button size="sm" variant="outline" onClick={onClearFilters}>
              {activeFilterCount(params) === 0 ? 'See all products' : 'Clear filters'}
            </Button>
          )
        )}
      </Stack>
    );
  }
  return (
    <Box position="relative" aria-busy={waiting}>
      <Grid
        as="ul"
        aria-label="Products"
        listStyleType="none"
        templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }}
        columnGap={{ base: '4', md: '8' }}
        rowGap={{ base: '8', md: '12' }}
        opacity={waiting ? 0.45 : 1}
        transition="opacity 0.2s"
      >
        {products.items.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} eager={index < EAGER_CARDS} priority={index === 0} />
          </li>
        ))}
      </Grid>
      {waiting && (
        <Flex position="absolute" inset="0" justify="center" pt="24" role="status" aria-label="Loading products">
          <Spinner size="lg" color="neutral.900" />
        </Flex>
      )}
    </Box>
  );
}
