import { useMutation } from '@apollo/client/react';
import { Button, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { LIMITS } from '@spectrum/shared/constants';
import { useState } from 'react';
import type { MyReviewQuery, ProductPhotoInput, ReviewItem_ReviewFragment } from '../../__generated__/graphql';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Field } from '../../components/ui/themed/field';
import { NativeSelect } from '../../components/ui/themed/native-select';
import { toastFailure, toastSuccess } from '../../lib/toasts';
import { ReviewItem } from './review-item';
import { ReviewPhotosField, type ReviewPhotoDraft } from './review-photos-field';
import { DELETE_REVIEW_MUTATION, EDIT_REVIEW_MUTATION, WRITE_REVIEW_MUTATION } from './review-queries';

const NOT_ELIGIBLE = 'Only customers who bought this product and received it can review it.';

/**
 * The review form for a customer with a Completed order line of the product, or their review with Edit and
 * Delete once written; a plain sentence for everyone else (`mine` is null or not loaded).
 */
export function ReviewFormOrNote({
  productId,
  mine,
  onChanged,
}: {
  productId: string;
  mine: MyReviewQuery['myReview'] | undefined;
  /** After a review is written, edited or deleted: reload the list and the rating. */
  onChanged: () => void;
}) {
  const [editing, setEditing] = useState(false);
  if (!mine?.eligible)
    return (
      <Text fontSize="sm" color="fg.muted">
        {NOT_ELIGIBLE}
      </Text>
    );
  const saved = () => {
    setEditing(false);
    onChanged();
  };
  if (!mine.review) return <ReviewForm productId={productId} onSaved={saved} />;
  if (editing)
    return <ReviewForm productId={productId} review={mine.review} onSaved={saved} onCancel={() => setEditing(false)} />;
  return <OwnReview review={mine.review} onEdit={() => setEditing(true)} onDeleted={onChanged} />;
}

/** The customer's own review, with Edit and Delete (which asks first). */
function OwnReview({
  review,
  onEdit,
  onDeleted,
}: {
  review: ReviewItem_ReviewFragment;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [remove] = useMutation(DELETE_REVIEW_MUTATION, { refetchQueries: ['MyReview'], awaitRefetchQueries: true });

  async function deleteIt() {
    const result = (await remove({ variables: { input: { id: review.id } } })).data?.deleteReview;
    if (!result) return;
    setConfirming(false);
    if (result.__typename === 'ReviewDeleted') {
      toastSuccess(result.message);
      onDeleted();
    } else toastFailure(result.message);
  }

  return (
    <Stack as="section" aria-labelledby="own-review-heading" gap="4" layerStyle="framed" p="5">
      <Heading id="own-review-heading" as="h2" size="lg">
        Your review
      </Heading>
      <Stack as="ol" listStyleType="none">
        <ReviewItem review={review} />
      </Stack>
      <HStack gap="3">
        <Button size="sm" variant="outline" onClick={onEdit}>
          Edit
        </Button>
        <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </HStack>
      <ConfirmDialog
        open={confirming}
        message="Delete your review?"
        confirmLabel="Delete"
        onConfirm={() => deleteIt().catch(() => undefined)}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

/** The photos to send with an edit, or undefined when they did not change (the API then leaves them). */
function editedPhotos(
  review: ReviewItem_ReviewFragment,
  { kept, added }: ReviewPhotoDraft,
): ProductPhotoInput[] | undefined {
  const unchanged =
    added.length === 0 &&
    kept.length === review.photos.length &&
    kept.every((photo, index) => photo.id === review.photos[index]?.id);
  if (unchanged) return undefined;
  return [...kept.map((photo) => ({ id: photo.id })), ...added.map(({ file }) => ({ file }))];
}

/** A new review, or the customer's review filled in to edit when `review` is given. */
function ReviewForm({
  productId,
  review,
  onSaved,
  onCancel,
}: {
  productId: string;
  review?: ReviewItem_ReviewFragment;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const [rating, setRating] = useState(String(review?.rating ?? 5));
  const [title, setTitle] = useState(review?.title ?? '');
  const [body, setBody] = useState(review?.body ?? '');
  const [photos, setPhotos] = useState<ReviewPhotoDraft>({ kept: review?.photos ?? [], added: [] });
  const refetchQueries = { refetchQueries: ['MyReview'], awaitRefetchQueries: true };
  const [write, writing] = useMutation(WRITE_REVIEW_MUTATION, refetchQueries);
  const [edit, editing] = useMutation(EDIT_REVIEW_MUTATION, refetchQueries);
  const busy = writing.loading || editing.loading;

  async function send() {
    const fields = { rating: Number(rating), title, body };
    if (review) {
      const input = { id: review.id, ...fields, photos: editedPhotos(review, photos) };
      return (await edit({ variables: { input } })).data?.editReview;
    }
    const input = { productId, ...fields, photos: photos.added.map(({ file }) => file) };
    return (await write({ variables: { input } })).data?.writeReview;
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const result = await send();
    if (result?.__typename === 'ReviewSaved') {
      toastSuccess(result.message);
      onSaved();
    } else if (result && 'message' in result) toastFailure(result.message);
  }

  const heading = review ? 'Edit your review' : 'Add a review';
  return (
    <Stack
      as="form"
      aria-labelledby="review-form-heading"
      gap="4"
      onSubmit={(event) => void submit(event).catch(() => undefined)}
    >
      <Heading id="review-form-heading" as="h2" size="lg">
        {heading}
      </Heading>
      <Field.Root>
        <Field.Label fontSize="sm">Rating</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field name="rating" value={rating} onChange={(event) => setRating(event.target.value)}>
            {[5, 4, 3, 2, 1].map((stars) => (
              <option key={stars} value={stars}>
                {stars} {stars === 1 ? 'star' : 'stars'}
              </option>
            ))}
          </NativeSelect.Field>
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root required>
        <Field.Label fontSize="sm">Title</Field.Label>
        <Input
          name="title"
          value={title}
          maxLength={LIMITS.reviewTitleMaxLength}
          onChange={(event) => setTitle(event.target.value)}
        />
      </Field.Root>
      <Field.Root required>
        <Field.Label fontSize="sm">Your review</Field.Label>
        <Textarea
          name="body"
          rows={5}
          value={body}
          maxLength={LIMITS.reviewBodyMaxLength}
          onChange={(event) => setBody(event.target.value)}
        />
      </Field.Root>
      <ReviewPhotosField draft={photos} disabled={busy} onChange={setPhotos} />
      <HStack gap="3">
        <Button type="submit" loading={busy} disabled={!title.trim() || !body.trim()}>
          {review ? 'Save' : 'Submit'}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
