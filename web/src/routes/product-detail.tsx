import { useQuery } from '@apollo/client/react';
import { Box, Button, Flex, Grid, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Tabs } from '../components/ui/themed/tabs';
import { ROLES } from '@spectrum/shared/constants';
import { PRODUCT_ID_PATTERN } from '@spectrum/shared/page-paths';
import { MESSAGES } from '@spectrum/shared/messages';
import { formatIDR } from '@spectrum/shared/money';
import { Fragment, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { ProductDetailQuery } from '../__generated__/graphql';
import { StarIcon } from '../components/ui/icons';
import { PageContainer } from '../components/ui/page-container';
import { PageMeta } from '../components/ui/page-meta';
import { LoadError } from '../components/ui/load-error';
import { RouterLink } from '../components/ui/router-link';
import { hasRole, isSignedIn } from '../lib/session';
import { useSession } from '../features/auth/use-session';
import { useCart } from '../features/cart/use-cart';
import { ProductCard } from '../features/catalogue/product-card';
import { PRODUCT_DETAIL_QUERY } from '../features/catalogue/product-detail-query';
import { ProductGallery } from '../features/catalogue/product-gallery';
import { ProductMeta } from '../features/catalogue/product-meta';
import { QuantityStepper } from '../components/ui/quantity-stepper';
import { useWishlistToggle, type WishlistViewer } from '../features/wishlist/use-wishlist';
import { WishlistHeartButton, WishlistTextButton } from '../features/wishlist/wishlist-buttons';
import NotFoundPage from './not-found';
import { toastAddedToCart, toastFailure } from '../lib/toasts';

type DetailedProduct = NonNullable<ProductDetailQuery['product']>;

const CONDITION_LABELS: Record<DetailedProduct['condition'], string> = { NEW: 'New', SECOND: 'Second-hand' };

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
  const viewer = useWishlistViewer();
  const wishlist = useWishlistToggle(product, viewer);
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const soldOut = product.stock <= 0;

  async function addToCart() {
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
      <Breadcrumb name={product.name} />

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
          <HStack gap="3">
            <HStack gap="0.5" role="img" aria-label="Rated 5 out of 5">
              {[1, 2, 3, 4, 5].map((star) => (
                <StarIcon key={star} size={14} />
              ))}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              2 (reviews)
            </Text>
          </HStack>
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

      <ProductTabs product={product} />
    </PageContainer>
  );
}

function Breadcrumb({ name }: { name: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <HStack as="ol" listStyleType="none" gap="2" fontSize="sm" color="fg.muted" flexWrap="wrap">
        <li>
          <RouterLink to="/" _hover={{ color: 'neutral.900' }}>
            Home
          </RouterLink>
        </li>
        <Text as="li" aria-hidden="true">
          /
        </Text>
        <li>
          <RouterLink to="/product" _hover={{ color: 'neutral.900' }}>
            Products
          </RouterLink>
        </li>
        <Text as="li" aria-hidden="true">
          /
        </Text>
        <Text as="li" color="neutral.900" aria-current="page">
          {name}
        </Text>
      </HStack>
    </nav>
  );
}

function MetaRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Flex gap="2">
      <Text as="dt" fontWeight="semibold" minW="24">
        {term}:
      </Text>
      <Text as="dd" color="fg.muted">
        {children}
      </Text>
    </Flex>
  );
}

function ProductTabs({ product }: { product: DetailedProduct }) {
  const store = product.seller.storeName ?? product.seller.displayName;
  return (
    <Tabs.Root defaultValue="description" variant="line" mt={{ base: '14', md: '20' }}>
      <Tabs.List overflowX="auto" overflowY="hidden" css={{ '& button': { whiteSpace: 'nowrap', flexShrink: 0 } }}>
        <Tabs.Trigger value="description">Description</Tabs.Trigger>
        <Tabs.Trigger value="review">Review</Tabs.Trigger>
        <Tabs.Trigger value="information">Additional information</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="description" py="8" color="fg.muted" lineHeight="tall" maxW="3xl" whiteSpace="pre-line">
        {product.description}
      </Tabs.Content>
      <Tabs.Content value="review" py="8" maxW="3xl">
        <Stack gap="4" align="flex-start">
          <HStack gap="3">
            <HStack gap="0.5" role="img" aria-label="Rated 5 out of 5">
              {[1, 2, 3, 4, 5].map((star) => (
                <StarIcon key={star} size={14} />
              ))}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              2 (reviews)
            </Text>
          </HStack>
          <RouterLink
            to="/product/detail/review"
            fontSize="sm"
            fontWeight="semibold"
            borderBottomWidth="1px"
            borderColor="neutral.900"
            pb="0.5"
          >
            Read the reviews
          </RouterLink>
        </Stack>
      </Tabs.Content>
      <Tabs.Content value="information" py="8" maxW="3xl">
        <Stack as="dl" gap="2" fontSize="sm">
          <MetaRow term="Brand">{product.brand.name}</MetaRow>
          <MetaRow term="Colour">{product.color.name}</MetaRow>
          <MetaRow term="Condition">{CONDITION_LABELS[product.condition]}</MetaRow>
          {store && <MetaRow term="Sold by">{store}</MetaRow>}
        </Stack>
      </Tabs.Content>
    </Tabs.Root>
  );
}

function RelatedProducts({ products }: { products: ProductDetailQuery['relatedProducts'] }) {
  if (products.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="related-heading" bg="neutral.50" py={{ base: '12', md: '20' }}>
      <PageContainer>
        <Heading id="related-heading" as="h2" size="lg" textAlign="center" mb={{ base: '8', md: '12' }}>
          Related Products
        </Heading>
        <Grid
          as="ul"
          listStyleType="none"
          templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }}
          columnGap={{ base: '4', md: '8' }}
          rowGap={{ base: '8', md: '12' }}
        >
          {products.map((related) => (
            <li key={related.id}>
              <ProductCard product={related} sizes="(min-width: 75em) 260px, (min-width: 48em) 23vw, 45vw" />
            </li>
          ))}
        </Grid>
      </PageContainer>
    </Box>
  );
}
