import { useQuery } from '../apollo/use-query';
import { Flex, Grid, Spinner, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@spectrum/shared/messages';
import { useNavigate } from 'react-router';
import { PageBanner } from '../components/ui/page-banner';
import { LoadError } from '../components/ui/load-error';
import { PageContainer } from '../components/ui/page-container';
import { PageMeta } from '../components/ui/page-meta';
import { SolidLink } from '../components/ui/router-link';
import { useCart } from '../features/cart/use-cart';
import { useWishlistMutations } from '../features/wishlist/use-wishlist';
import { WishlistCard } from '../features/wishlist/wishlist-card';
import { WISHLIST_QUERY } from '../features/wishlist/wishlist-documents';
import { toastAddedToCart, toastFailure } from '../lib/toasts';

/** The signed-in customer's wishlist (the route guard lets only customers in). */
export default function WishlistPage() {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(WISHLIST_QUERY, { fetchPolicy: 'cache-and-network' });
  const { remove } = useWishlistMutations();
  const cart = useCart();
  const items = data?.wishlist;

  return (
    <>
      <PageMeta title="Wishlist" personal />
      <PageBanner title="Wishlist" />
      <PageContainer py={{ base: '10', md: '16' }}>
        {!items ? (
          error && !loading ? (
            <LoadError subject="your wishlist" error={error} onRetry={() => void refetch().catch(() => undefined)} />
          ) : (
            <Flex justify="center" py="20" role="status" aria-label="Loading wishlist">
              <Spinner size="lg" color="neutral.900" />
            </Flex>
          )
        ) : items.length === 0 ? (
          <Stack align="center" textAlign="center" gap="4" py="16">
            <Text fontSize="lg" fontWeight="semibold">
              Your wishlist is empty
            </Text>
            <Text fontSize="sm" color="fg.muted" maxW="sm">
              Tap the heart on any product to keep it here for later.
            </Text>
            <SolidLink to="/product" h="10" letterSpacing="0.08em">
              Browse products
            </SolidLink>
          </Stack>
        ) : (
          <>
            <Text fontSize="sm" color="fg.muted" mb="8">
              {items.length === 1 ? '1 product' : `${items.length} products`} saved
            </Text>
            <Grid
              as="ul"
              aria-label="Wishlist"
              listStyleType="none"
              templateColumns={{
                base: 'repeat(2, minmax(0, 1fr))',
                md: 'repeat(3, minmax(0, 1fr))',
                lg: 'repeat(4, minmax(0, 1fr))',
              }}
              columnGap={{ base: '4', md: '8' }}
              rowGap={{ base: '10', md: '14' }}
            >
              {items.map((item, index) => (
                <li key={item.product.id}>
                  <WishlistCard
                    item={item}
                    eager={index < 4}
                    onRemove={async () => {
                      await remove(item.product);
                    }}
                    onAddToCart={async () => {
                      const { product } = item;
                      const outcome = await cart.add({
                        productId: product.id,
                        productName: product.name,
                        image: product.image ?? null,
                        price: product.price,
                        quantity: 1,
                        stock: product.stock,
                      });
                      if (outcome.added) toastAddedToCart(product.name, () => void navigate('/cart'));
                      else toastFailure(outcome.message ?? MESSAGES.productAlreadyInCart);
                    }}
                  />
                </li>
              ))}
            </Grid>
          </>
        )}
      </PageContainer>
    </>
  );
}
