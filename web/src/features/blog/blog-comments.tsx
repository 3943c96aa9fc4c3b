import { Button, Grid, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { LIMITS } from '@spectrum/shared/constants';
import { useState } from 'react';
import { CommentItem } from '../../components/ui/comment-item';
import { LabelledField } from '../../components/ui/labelled-field';
import { Field } from '../../components/ui/themed/field';
import { SAMPLE_COMMENTS } from './sample-posts';

/** The readers' comments under the article. */
export function BlogComments() {
  return (
    <Stack as="section" aria-labelledby="comments-heading" gap="6">
      <Heading id="comments-heading" as="h2" size="lg">
        {SAMPLE_COMMENTS.length} Comments
      </Heading>
      <Stack as="ol" listStyleType="none" gap="6">
        {SAMPLE_COMMENTS.map((comment) => (
          <CommentItem
            key={comment.name}
            name={comment.name}
            date={comment.date}
            tone={comment.tone}
            hair={comment.hair}
          >
            <Text fontSize="sm" color="fg.muted" lineHeight="tall">
              {comment.text}
            </Text>
          </CommentItem>
        ))}
      </Stack>
    </Stack>
  );
}

/** A comment form that goes nowhere: the blog is static, so submitting only keeps the page where it is. */
export function CommentForm() {
  const [comment, setComment] = useState('');
  return (
    <Stack as="form" aria-labelledby="comment-form-heading" gap="5" onSubmit={(event) => event.preventDefault()}>
      <Heading id="comment-form-heading" as="h2" size="lg">
        Leave a comment
      </Heading>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
        <LabelledField label="Name" required>
          <Input name="name" autoComplete="name" />
        </LabelledField>
        <LabelledField label="Email" required>
          <Input name="email" type="email" autoComplete="email" />
        </LabelledField>
      </Grid>
      <Field.Root required>
        <Field.Label fontSize="sm">
          Comment <Field.RequiredIndicator />
        </Field.Label>
        <Textarea
          name="comment"
          rows={6}
          maxLength={LIMITS.commentMaxLength}
          value={comment}
          onChange={(event) => setComment(event.target.value.slice(0, LIMITS.commentMaxLength))}
        />
        <Field.HelperText alignSelf="flex-end" aria-live="polite">
          {comment.length}/{LIMITS.commentMaxLength}
        </Field.HelperText>
      </Field.Root>
      <Button type="submit" alignSelf="flex-start">
        Post Comment
      </Button>
    </Stack>
  );
}
