import { useQuery } from '../apollo/use-query';
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { PageBanner } from '../components/ui/page-banner';
import { PageContainer } from '../components/ui/page-container';
import { PageMeta } from '../components/ui/page-meta';
import { RouterLink } from '../components/ui/router-link';
import { ReviewItem } from '../features/reviews/review-item';
import { LATEST_REVIEWS_QUERY } from '../features/reviews/review-queries';

/** The store's newest reviews, each linking to its product; 10 a page, the page in the address. */
export default function ProductReviewPage() {
  const [searchParams] = useSearchParams();
  const asked = Number(searchParams.get('page'));
  const page = Number.isSafeInteger(asked) && asked >= 1 && asked <= 100_000 ? asked : 1;
  const { data } = useQuery(LATEST_REVIEWS_QUERY, { variables: { page } });
  const reviews = data?.latestReviews;
  return (
    <>
      <PageMeta title="Product Review" description="What shoppers say about a product at Spectrum." />
      <PageBanner title="Product Detail" crumb="Review" />
      <PageContainer py={{ base: '10', md: '16' }} maxW="4xl">
        {reviews && reviews.items.length > 0 ? (
          <Stack as="ol" listStyleType="none" gap="6">
            {reviews.items.map((review) => (
              <ReviewItem key={review.id} review={review} withProduct />
            ))}
          </Stack>
        ) : (
          <Text color="fg.muted">{reviews ? 'No reviews yet.' : ''}</Text>
        )}
        {reviews && reviews.pageInfo.totalPage > 1 && (
          <HStack gap="4" mt="8" fontSize="sm" aria-label="Review pages">
            {page > 1 && <RouterLink to={`?page=${page - 1}`}>Previous</RouterLink>}
            <Text>
              Page {reviews.pageInfo.page} of {reviews.pageInfo.totalPage}
            </Text>
            {page < reviews.pageInfo.totalPage && <RouterLink to={`?page=${page + 1}`}>Next</RouterLink>}
          </HStack>
        )}
        <Text mt="6" fontSize="sm" color="fg.muted">
          Looking for the real thing?{' '}
          <RouterLink to="/product" textDecoration="underline" color="neutral.900">
            Browse all products
          </RouterLink>
        </Text>
      </PageContainer>
    </>
  );
}
