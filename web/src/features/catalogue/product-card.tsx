import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { formatIDR } from '@spectrum/shared/money';
import { graphql } from '../../__generated__/gql';
import type { ProductCard_ProductFragment } from '../../__generated__/graphql';
import { ProductImage } from '../../components/ui/product-image';
import { RouterLink } from '../../components/ui/router-link';
import { Stars } from '../../components/ui/stars';
import { StaticFragment } from '../../lib/static-fragment';

export const PRODUCT_CARD_FRAGMENT = graphql(`
  fragment ProductCard_product on Product {
    id
    name
    price
    image
    rating {
      average
      count
    }
  }
`);

export function productPath(id: string): string {
  return `/product/detail/${id}`;
}

interface ProductCardProps {
  product: ProductCard_ProductFragment;
  /** Cards the first screen shows load at once; the rest wait until they are scrolled near. */
  eager?: boolean;
  /** The first card of a list: its photo is likely the page's largest paint, so it is fetched first. */
  priority?: boolean;
  /** How wide the card shows at each viewport (the catalogue grid's three columns by default). */
  sizes?: string;
}

const CATALOGUE_GRID_SIZES = '(min-width: 62em) 270px, (min-width: 48em) 30vw, 45vw';

/** The card's stars and how many reviews they come from; a plain line while there are none. */
function CardRating({ rating }: { rating: ProductCard_ProductFragment['rating'] }) {
  if (rating.count === 0) {
    return (
      <Text fontSize="xs" color="fg.muted" lineHeight="14px">
        No reviews yet
      </Text>
    );
  }
  return (
    <HStack gap="1.5" justify="center">
      <Stars rating={rating.average} />
      <Text fontSize="xs" color="fg.muted" lineHeight="14px">
        {rating.average.toFixed(1)} ({rating.count})
      </Text>
    </HStack>
  );
}

/**
 * A square photo on light grey with the name centred, its stars, and the price in bold under it. Its HTML depends
 * on its props alone, so the server writes a card it has rendered before from its HTML (lib/static-fragment.tsx).
 */
export function ProductCard(props: ProductCardProps) {
  const { product, eager = false, priority = false, sizes = CATALOGUE_GRID_SIZES } = props;
  return (
    <StaticFragment name="product-card" by={JSON.stringify([product, eager, priority, sizes])}>
      <CardContent product={product} eager={eager} priority={priority} sizes={sizes} />
    </StaticFragment>
  );
}

function CardContent({ product, eager, priority, sizes }: Required<ProductCardProps>) {
  return (
    <RouterLink
      to={productPath(product.id)}
      display="block"
      css={{ '&:hover img': { transform: 'scale(1.04)' } }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'neutral.900', outlineOffset: '4px' }}
    >
      <Box
        bg="neutral.100"
        aspectRatio="1 / 1"
        overflow="hidden"
        css={{ '& img': { transition: 'transform 0.4s ease' } }}
      >
        <ProductImage thumbnail={product.image} alt="" sizes={sizes} eager={eager} priority={priority} />
      </Box>
      <Stack gap="1" pt="4" textAlign="center">
        <Text fontSize={{ base: 'sm', md: 'md' }} color="neutral.800" lineClamp="2">
          {product.name}
        </Text>
        <CardRating rating={product.rating} />
        <Text fontSize={{ base: 'sm', md: 'md' }} fontWeight="bold">
          {formatIDR(product.price)}
        </Text>
      </Stack>
    </RouterLink>
  );
}
