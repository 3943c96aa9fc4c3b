import { useQuery } from '../../apollo/use-query';
import { HStack, Stack, Text } from '@chakra-ui/react';
import { ROLES } from '@spectrum/shared/constants';
import { useSearchParams } from 'react-router';
import type { ReviewSort } from '../../__generated__/graphql';
import { RouterLink } from '../../components/ui/router-link';
import { RatingSummary } from '../../components/ui/stars';
import { hasRole, isSignedIn, type Session } from '../../lib/session';
import { ReviewFormOrNote } from './review-form';
import { ReviewItem } from './review-item';
import { MY_REVIEW_QUERY, PRODUCT_REVIEWS_QUERY } from './review-queries';

/** The Review tab's page and order, from the address (`reviewPage`, `reviewSort`). */
export function readReviewParams(searchParams: URLSearchParams): { page: number; sort: ReviewSort } {
  const page = Number(searchParams.get('reviewPage'));
  return {
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    sort: searchParams.get('reviewSort') === 'helpful' ? 'HELPFUL' : 'NEWEST',
  };
}

function reviewLink(page: number, sort: ReviewSort): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('reviewPage', String(page));
  if (sort === 'HELPFUL') params.set('reviewSort', 'helpful');
  params.set('tab', 'review');
  return `?${params.toString()}`;
}

/** The product's reviews, 10 a page (server-rendered), newest or most helpful first, and the form. */
export function ProductReviews({ productId, session }: { productId: string; session: Session }) {
  const [searchParams] = useSearchParams();
  const { page, sort } = readReviewParams(searchParams);
  const { data, refetch } = useQuery(PRODUCT_REVIEWS_QUERY, { variables: { id: productId, sort, page } });
  // Who is asking is known in the browser only, so the server render shows the sentence for everyone else.
  const mine = useQuery(MY_REVIEW_QUERY, {
    variables: { productId },
    skip: !hasRole(session, ROLES.customer),
    ssr: false,
  }).data?.myReview;
  const product = data?.product;
  if (!product) return null;
  const { reviews, rating } = product;
  const reload = () => void refetch().catch(() => undefined);
  const canReply = hasRole(session, ROLES.seller) && String(session.user?.id) === product.seller.id;
  return (
    <Stack gap="6" align="stretch">
      <RatingSummary rating={rating.average} reviews={rating.count} />
      {reviews.pageInfo.totalData > 0 && (
        <HStack gap="4" fontSize="sm">
          <Text color="fg.muted">Sort by:</Text>
          <RouterLink to={reviewLink(1, 'NEWEST')} fontWeight={sort === 'NEWEST' ? 'bold' : 'normal'}>
            Newest
          </RouterLink>
          <RouterLink to={reviewLink(1, 'HELPFUL')} fontWeight={sort === 'HELPFUL' ? 'bold' : 'normal'}>
            Most helpful
          </RouterLink>
        </HStack>
      )}
      {reviews.items.length > 0 ? (
        <Stack as="ol" listStyleType="none" gap="6" aria-label="Reviews">
          {reviews.items.map((review) => (
            <ReviewItem
              key={review.id}
              review={review}
              signedIn={isSignedIn(session)}
              own={review.id === mine?.review?.id}
              canReply={canReply}
              onChanged={reload}
            />
          ))}
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          No reviews yet.
        </Text>
      )}
      {reviews.pageInfo.totalPage > 1 && (
        <HStack gap="4" fontSize="sm" aria-label="Review pages">
          {page > 1 && <RouterLink to={reviewLink(page - 1, sort)}>Previous</RouterLink>}
          <Text>
            Page {reviews.pageInfo.page} of {reviews.pageInfo.totalPage}
          </Text>
          {page < reviews.pageInfo.totalPage && <RouterLink to={reviewLink(page + 1, sort)}>Next</RouterLink>}
        </HStack>
      )}
      <ReviewFormOrNote productId={productId} mine={mine} onChanged={reload} />
    </Stack>
  );
}
