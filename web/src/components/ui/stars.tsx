import { HStack, Text } from '@chakra-ui/react';
import { StarIcon } from './icons';

/** A rating out of five as stars (an average rounded to whole stars), read out as "Rated N out of 5". */
export function Stars({ rating }: { rating: number }) {
  return (
    <HStack gap="0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} size={14} filled={star <= Math.round(rating)} />
      ))}
    </HStack>
  );
}

/** The stars and how many reviews they come from. */
export function RatingSummary({ rating, reviews }: { rating: number; reviews: number }) {
  return (
    <HStack gap="3">
      <Stars rating={rating} />
      <Text fontSize="sm" color="fg.muted">
        {reviews} (reviews)
      </Text>
    </HStack>
  );
}
