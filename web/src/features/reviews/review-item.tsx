import { useMutation } from '@apollo/client/react';
import { Box, Button, HStack, Image, Stack, Text, Textarea } from '@chakra-ui/react';
import { LIMITS } from '@spectrum/shared/constants';
import { useState } from 'react';
import type { ReviewItem_ReviewFragment } from '../../__generated__/graphql';
import { CommentItem } from '../../components/ui/comment-item';
import { RouterLink } from '../../components/ui/router-link';
import { Stars } from '../../components/ui/stars';
import { Field } from '../../components/ui/themed/field';
import { toastFailure, toastSuccess } from '../../lib/toasts';
import { REPLY_MUTATION, REVIEW_ACTION_MUTATIONS } from './review-queries';

const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

interface ReviewItemProps {
  review: ReviewItem_ReviewFragment;
  /** Show a link to the reviewed product (the store-wide list). */
  withProduct?: boolean;
  /** Signed in: may vote and report. */
  signedIn?: boolean;
  /** The signed-in customer wrote it: the helpful count shows, but neither a vote nor a report is offered. */
  own?: boolean;
  /** The product's seller is looking: may reply. */
  canReply?: boolean;
  /** After a reply, vote or report: reload the list. */
  onChanged?: () => void;
}

/** One review: stars, title, text (plain text, escaped by React), photos, the seller's reply and the actions. */
export function ReviewItem({ review, withProduct, signedIn, own, canReply, onChanged }: ReviewItemProps) {
  return (
    <CommentItem
      name={review.reviewerName}
      date={DATE.format(new Date(review.createdAt))}
      tone="#d8a47f"
      hair="#3b2a20"
    >
      <HStack gap="3" flexWrap="wrap">
        <Stars rating={review.rating} />
        {review.verifiedPurchase && (
          <Text fontSize="xs" fontWeight="semibold" color="green.700">
            Verified purchase
          </Text>
        )}
      </HStack>
      {withProduct && (
        <RouterLink to={`/product/detail/${review.product.id}`} fontSize="sm" textDecoration="underline">
          {review.product.name}
        </RouterLink>
      )}
      <Text fontWeight="semibold">{review.title}</Text>
      <Text fontSize="sm" color="fg.muted" lineHeight="tall" whiteSpace="pre-line">
        {review.body}
      </Text>
      {review.photos.length > 0 && (
        <HStack gap="2" flexWrap="wrap">
          {review.photos.map((photo) => (
            <a key={photo.id} href={photo.image} target="_blank" rel="noreferrer">
              <Image
                src={photo.thumbnail}
                alt={`Photo of ${review.reviewerName}'s review`}
                w="20"
                h="20"
                objectFit="cover"
              />
            </a>
          ))}
        </HStack>
      )}
      {review.reply && (
        <Box borderLeftWidth="2px" borderColor="neutral.900" pl="3" mt="2">
          <Text fontSize="xs" fontWeight="semibold">
            Reply from the seller
          </Text>
          <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line">
            {review.reply.body}
          </Text>
        </Box>
      )}
      {signedIn && <ReviewActions review={review} own={own} onChanged={onChanged} />}
      {canReply && <ReplyForm review={review} onChanged={onChanged} />}
    </CommentItem>
  );
}

function ReviewActions({ review, own, onChanged }: Pick<ReviewItemProps, 'review' | 'own' | 'onChanged'>) {
  const [markHelpful, helpful] = useMutation(REVIEW_ACTION_MUTATIONS.helpful);
  const [report, reporting] = useMutation(REVIEW_ACTION_MUTATIONS.report);
  const input = { variables: { input: { id: review.id } } };
  async function vote() {
    const result = (await markHelpful(input)).data?.markReviewHelpful;
    if (result?.__typename === 'ReviewActionDone') onChanged?.();
    else if (result && 'message' in result) toastFailure(result.message);
  }
  async function reportIt() {
    const result = (await report(input)).data?.reportReview;
    if (result && 'message' in result) {
      if (result.__typename === 'ReviewActionDone') toastSuccess(result.message);
      else toastFailure(result.message);
    }
  }
  return (
    <HStack gap="4" fontSize="xs">
      <Button
        size="xs"
        variant="outline"
        loading={helpful.loading}
        disabled={own}
        onClick={() => void vote().catch(() => undefined)}
      >
        Helpful ({review.helpfulCount})
      </Button>
      {!own && (
        <Button
          size="xs"
          variant="plain"
          loading={reporting.loading}
          onClick={() => void reportIt().catch(() => undefined)}
        >
          Report
        </Button>
      )}
    </HStack>
  );
}

function ReplyForm({ review, onChanged }: Pick<ReviewItemProps, 'review' | 'onChanged'>) {
  const [body, setBody] = useState(review.reply?.body ?? '');
  const [reply, { loading }] = useMutation(REPLY_MUTATION);
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const result = (await reply({ variables: { input: { id: review.id, body } } })).data?.replyToReview;
    if (result?.__typename === 'ReviewSaved') {
      toastSuccess(result.message);
      onChanged?.();
    } else if (result && 'message' in result) toastFailure(result.message);
  }
  return (
    <Stack as="form" gap="2" mt="2" onSubmit={(event) => void submit(event).catch(() => undefined)}>
      <Field.Root>
        <Field.Label fontSize="sm">Your reply</Field.Label>
        <Textarea
          rows={2}
          value={body}
          placeholder="Write a public answer to this review ..."
          maxLength={LIMITS.reviewReplyMaxLength}
          onChange={(event) => setBody(event.target.value)}
        />
      </Field.Root>
      <Button type="submit" size="xs" alignSelf="flex-start" loading={loading} disabled={!body.trim()}>
        {review.reply ? 'Edit reply' : 'Reply'}
      </Button>
    </Stack>
  );
}
