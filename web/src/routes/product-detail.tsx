import { useQuery } from '../apollo/use-query';
import { Button, Flex, Grid, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { ROLES } from '@spectrum/shared/constants';
import { MESSAGES } from '@spectrum/shared/messages';
import { formatIDR } from '@spectrum/shared/money';
import { PRODUCT_ID_PATTERN } from '@spectrum/shared/page-paths';
import { Fragment, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { prefetchQuery, type PagePrefetch } from '../apollo/prefetch';
import { Breadcrumb } from '../components/ui/breadcrumb';
import { LoadError } from '../components/ui/load-error';
import { MetaRow } from '../components/ui/meta-row';
import { PageContainer } from '../components/ui/page-container';
import { PageMeta } from '../components/ui/page-meta';
import { QuantityStepper } from '../components/ui/quantity-stepper';
import { RouterLink } from '../components/ui/router-link';
import { RatingSummary } from '../components/ui/stars';
import { useSession } from '../features/auth/use-session';
import { useCart } from '../features/cart/use-cart';
import { AskSellerButton } from '../features/chat/ask-seller';
import { PRODUCT_DETAIL_QUERY, type DetailedProduct } from '../features/catalogue/product-detail-query';
import { ProductGallery } from '../features/catalogue/product-gallery';
import { ProductMeta } from '../features/catalogue/product-meta';
import { ProductTabs } from '../features/catalogue/product-tabs';
import { RelatedProducts } from '../features/catalogue/related-products';
import { ProductReviews, readReviewParams } from '../features/reviews/product-reviews';
import { PRODUCT_REVIEWS_QUERY } from '../features/reviews/review-queries';
import { useWishlistToggle, type WishlistViewer } from '../features/wishlist/use-wishlist';
import { WishlistHeartButton, WishlistTextButton } from '../features/wishlist/wishlist-buttons';
import { hasRole, isSignedIn } from '../lib/session';
import { toastAddedToCart, toastFailure } from '../lib/toasts';
import NotFoundPage from './not-found';

export const prefetch: PagePrefetch = ({ params, searchParams }) => {
  const id = params.id ?? '';
  if (!PRODUCT_ID_PATTERN.test(id)) return [];
  return [
    prefetchQuery(PRODUCT_DETAIL_QUERY, { id }),
    prefetchQuery(PRODUCT_REVIEWS_QUERY, { id, ...readReviewParams(searchParams) }),
  ];
};

export default function ProductDetailPage() {
  const { id = '' } = useParams();
  const validId = PRODUCT_ID_PATTERN.test(id);
  const { data, loading, error, refetch } = useQuery(PRODUCT_DETAIL_QUERY, {
    variables: { id },
    skip: !validId,
    fetchPolicy: 'cache-and-network',
  });
  const product = data?.product ?? null;
  const notFound = !validId || (data !== undefined && data.product === null);

  if (notFound) return <NotFoundPage />;

  if (!product) {
    return (
      <PageContainer py="24">
        <PageMeta title="Product Detail" />
        {error && !loading ? (
          <LoadError subject="this product" error={error} onRetry={() => void refetch().catch(() => undefined)} />
        ) : (
          <Flex justify="center" role="status" aria-label="Loading product">
            <Spinner size="lg" color="neutral.900" />
          </Flex>
        )}
      </PageContainer>
    );
  }

  return (
    // Keyed by product so moving to a related product starts with its first photo and quantity 1.
    <Fragment key={product.id}>
      <ProductMeta product={product} />
      <ProductView product={product} />
      <RelatedProducts products={data?.relatedProducts ?? []} />
    </Fragment>
  );
}

function useWishlistViewer(): WishlistViewer {
  const session = useSession();
  if (hasRole(session, ROLES.customer)) return 'customer';
  return isSignedIn(session) ? 'other-role' : 'visitor';
}

function ProductView({ product }: { product: DetailedProduct }) {
  const cart = useCart();
  const navigate = useNavigate();
  const session = useSession();
  const viewer = useWishlistViewer();
  const wishlist = useWishlistToggle(product, viewer);
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const soldOut = product.stock <= 0;

  async function addToCart() {
    // Only customers buy: a seller's cart could never be checked out (the cart's pages are theirs alone).
    if (viewer === 'other-role') {
      toastFailure(MESSAGES.forbidden, { id: MESSAGES.forbidden });
      return;
    }
    setAdding(true);
    try {
      const outcome = await cart.add({
        productId: product.id,
        productName: product.name,
        image: product.image ?? null,
        price: product.price,
        quantity,
        stock: product.stock,
      });
      if (outcome.added) toastAddedToCart(product.name, () => void navigate('/cart'));
      else toastFailure(outcome.message ?? MESSAGES.productAlreadyInCart);
    } finally {
      setAdding(false);
    }
  }

  const toggleWishlist = () => void wishlist.toggle();

  return (
    <PageContainer pt={{ base: '6', md: '10' }} pb={{ base: '12', md: '20' }}>
      <Breadcrumb trail={[{ label: 'Products', to: '/product' }, { label: product.name }]} flexWrap="wrap" />

      <Grid
        templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }}
        gap={{ base: '8', md: '12', lg: '16' }}
        mt={{ base: '6', md: '8' }}
      >
        <ProductGallery name={product.name} images={product.images} thumbnails={product.thumbnails} />

        <Stack gap="5">
          <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="medium" lineHeight="short">
            {product.name}
          </Heading>
          <RatingSummary rating={product.rating.average} reviews={product.rating.count} />
          <Text fontSize="2xl" fontWeight="bold">
            {formatIDR(product.price)}
          </Text>
          <Text fontSize="sm" fontWeight="medium" color={soldOut ? 'fg.error' : 'fg.muted'}>
            {soldOut ? 'Sold out' : `In Stock: ${product.stock}`}
          </Text>
          <Text color="fg.muted" lineHeight="tall" whiteSpace="pre-line">
            {product.description}
          </Text>

          <Flex gap="3" wrap="wrap" align="center" pt="2">
            <QuantityStepper value={quantity} min={1} max={product.stock} onChange={setQuantity} disabled={soldOut} />
            <Button
              size="lg"
              flex={{ base: '1', sm: '0 0 auto' }}
              onClick={() => void addToCart()}
              disabled={soldOut}
              loading={adding}
            >
              Add to cart
            </Button>
            <WishlistHeartButton inWishlist={wishlist.inWishlist} busy={wishlist.busy} onToggle={toggleWishlist} />
          </Flex>
          <WishlistTextButton inWishlist={wishlist.inWishlist} busy={wishlist.busy} onToggle={toggleWishlist} />
          <AskSellerButton productId={product.id} viewer={viewer} />

          <Stack as="dl" gap="2" fontSize="sm" borderTopWidth="1px" borderColor="border" pt="5">
            <MetaRow term="SKU">N/A</MetaRow>
            <MetaRow term="Categories">
              {product.categories.map((category, index) => (
                <Fragment key={category.id}>
                  {index > 0 && ', '}
                  <RouterLink
                    to={`/product?categoryId=${category.id}`}
                    _hover={{ color: 'neutral.900', textDecoration: 'underline' }}
                  >
                    {category.name}
                  </RouterLink>
                </Fragment>
              ))}
            </MetaRow>
            <MetaRow term="Product ID">{product.id}</MetaRow>
          </Stack>
        </Stack>
      </Grid>

      <ProductTabs product={product} reviews={<ProductReviews productId={product.id} session={session} />} />
    </PageContainer>
  );
}
