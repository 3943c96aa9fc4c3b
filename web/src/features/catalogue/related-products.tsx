import { Box, Grid, Heading } from '@chakra-ui/react';
import { PageContainer } from '../../components/ui/page-container';
import { ProductCard } from './product-card';
import type { RelatedProduct } from './product-detail-query';

/** Products like the one on the page, as cards on a light grey band; nothing when there are none. */
export function RelatedProducts({ products }: { products: readonly RelatedProduct[] }) {
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
