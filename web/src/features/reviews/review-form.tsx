import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { LIMITS } from '@spectrum/shared/constants';
import { useState } from 'react';
import { Field } from '../../components/ui/themed/field';
import { NativeSelect } from '../../components/ui/themed/native-select';
import { toastFailure, toastSuccess } from '../../lib/toasts';
import { MY_REVIEW_QUERY, WRITE_REVIEW_MUTATION } from './review-queries';

const NOT_ELIGIBLE = 'Only customers who bought this product and received it can review it.';

/**
 * The review form for a customer with a Completed order line of the product; a plain sentence for everyone else.
 * Who is asking is known in the browser only, so the server render shows the sentence.
 */
export function ReviewFormOrNote({
  productId,
  signedIn,
  onWritten,
}: {
  productId: string;
  signedIn: boolean;
  onWritten: () => void;
}) {
  const { data } = useQuery(MY_REVIEW_QUERY, { variables: { productId }, skip: !signedIn, ssr: false });
  const mine = data?.myReview;
  if (!mine?.eligible)
    return (
      <Text fontSize="sm" color="fg.muted">
        {NOT_ELIGIBLE}
      </Text>
    );
  if (mine.review)
    return (
      <Text fontSize="sm" color="fg.muted">
        Thank you, you have reviewed this product.
      </Text>
    );
  return <ReviewForm productId={productId} onWritten={onWritten} />;
}

function ReviewForm({ productId, onWritten }: { productId: string; onWritten: () => void }) {
  const [rating, setRating] = useState('5');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [write, { loading }] = useMutation(WRITE_REVIEW_MUTATION, { refetchQueries: ['MyReview'] });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const result = (await write({ variables: { input: { productId, rating: Number(rating), title, body, photos } } }))
      .data?.writeReview;
    if (result?.__typename === 'ReviewSaved') {
      toastSuccess(result.message);
      onWritten();
    } else if (result && 'message' in result) toastFailure(result.message);
  }

  return (
    <Stack
      as="form"
      aria-labelledby="review-form-heading"
      gap="4"
      onSubmit={(event) => void submit(event).catch(() => undefined)}
    >
      <Heading id="review-form-heading" as="h2" size="lg">
        Add a review
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
      <Field.Root>
        <Field.Label fontSize="sm">Photos (up to {LIMITS.maxReviewPhotos})</Field.Label>
        <Input
          type="file"
          name="photos"
          accept="image/*"
          multiple
          onChange={(event) => setPhotos([...(event.target.files ?? [])].slice(0, LIMITS.maxReviewPhotos))}
        />
      </Field.Root>
      <Button type="submit" alignSelf="flex-start" loading={loading} disabled={!title.trim() || !body.trim()}>
        Submit
      </Button>
    </Stack>
  );
}
