import { Stack } from '@chakra-ui/react';
import { MetaRow } from '../../components/ui/meta-row';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs } from '../../components/ui/themed/tabs';
import type { DetailedProduct } from './product-detail-query';

const CONDITION_LABELS: Record<DetailedProduct['condition'], string> = { NEW: 'New', SECOND: 'Second-hand' };

/** The store's average over the reviews of all its products, in words. */
export function storeRatingText({ average, count }: DetailedProduct['seller']['rating']): string {
  if (count === 0) return 'No reviews yet';
  return `${average.toFixed(1)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** Description, reviews and additional information, under the product's summary. */
export function ProductTabs({ product, reviews }: { product: DetailedProduct; reviews: ReactNode }) {
  const store = product.seller.storeName ?? product.seller.displayName;
  const [searchParams] = useSearchParams();
  // A review page's address (`tab=review`, `reviewPage`) opens on the reviews.
  const onReviews = searchParams.get('tab') === 'review' || searchParams.has('reviewPage');
  return (
    <Tabs.Root defaultValue={onReviews ? 'review' : 'description'} variant="line" mt={{ base: '14', md: '20' }}>
      <Tabs.List overflowX="auto" overflowY="hidden" css={{ '& button': { whiteSpace: 'nowrap', flexShrink: 0 } }}>
        <Tabs.Trigger value="description">Description</Tabs.Trigger>
        <Tabs.Trigger value="review">Review</Tabs.Trigger>
        <Tabs.Trigger value="information">Additional information</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="description" py="8" color="fg.muted" lineHeight="tall" maxW="3xl" whiteSpace="pre-line">
        {product.description}
      </Tabs.Content>
      <Tabs.Content value="review" py="8" maxW="3xl">
        {reviews}
      </Tabs.Content>
      <Tabs.Content value="information" py="8" maxW="3xl">
        <Stack as="dl" gap="2" fontSize="sm">
          <MetaRow term="Brand">{product.brand.name}</MetaRow>
          <MetaRow term="Colour">{product.color.name}</MetaRow>
          <MetaRow term="Condition">{CONDITION_LABELS[product.condition]}</MetaRow>
          {store && <MetaRow term="Sold by">{store}</MetaRow>}
          <MetaRow term="Store rating">{storeRatingText(product.seller.rating)}</MetaRow>
        </Stack>
      </Tabs.Content>
    </Tabs.Root>
  );
}
