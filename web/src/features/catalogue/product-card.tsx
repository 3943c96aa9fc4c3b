import { Box, Stack, Text } from '@chakra-ui/react';
import { formatIDR } from '@spectrum/shared/money';
import { graphql } from '../../__generated__/gql';
import type { ProductCard_ProductFragment } from '../../__generated__/graphql';
import { RouterLink } from '../../components/ui/router-link';
import { ProductImage } from './product-image';

export const PRODUCT_CARD_FRAGMENT = graphql(`
  fragment ProductCard_product on Product {
    id
    name
    price
    image
  }
`);

export function productPath(id: string): string {
  return `/product/detail/${id}`;
}

interface ProductCardProps {
  product: ProductCard_ProductFragment;
  /** Cards the first screen shows load at once; the rest wait until they are scrolled near. */
  eager?: boolean;
}

/** A square photo on light grey with the name centred and the price in bold under it. */
export function ProductCard({ product, eager = false }: ProductCardProps) {
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
        <ProductImage src={product.image} alt="" size={480} eager={eager} />
      </Box>
      <Stack gap="1" pt="4" textAlign="center">
        <Text fontSize={{ base: 'sm', md: 'md' }} color="neutral.800" lineClamp="2">
          {product.name}
        </Text>
        <Text fontSize={{ base: 'sm', md: 'md' }} fontWeight="bold">
          {formatIDR(product.price)}
        </Text>
      </Stack>
    </RouterLink>
  );
}
