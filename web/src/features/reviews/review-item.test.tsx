import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type {
  ReplyToReviewMutation,
  ReplyToReviewMutationVariables,
  ReviewItem_ReviewFragment,
} from '../../__generated__/graphql';
import { createCache } from '../../apollo/cache';
import { localTypePolicies } from '../../app/local-state';
import { UiProviders } from '../../app/providers';
import { ReviewItem } from './review-item';
import { REPLY_MUTATION } from './review-queries';

const REVIEW: ReviewItem_ReviewFragment = {
  id: '5',
  rating: 4,
  title: 'Cozy but smaller than expected',
  body: 'Nice velvet, arrived quickly.',
  reviewerName: 'Ayu',
  verifiedPurchase: true,
  helpfulCount: 0,
  createdAt: '2025-03-02T10:15:00.000Z',
  product: { id: '4', name: 'Copenhagen Velvet Loveseat', image: null },
  photos: [],
  reply: null,
};

function renderReview(mocks: MockLink.MockedResponse[] = []) {
  const onChanged = vi.fn();
  const router = createMemoryRouter([
    { path: '/', element: <ReviewItem review={REVIEW} canReply onChanged={onChanged} /> },
  ]);
  render(
    <MockedProvider mocks={mocks} cache={createCache(localTypePolicies)}>
      <UiProviders>
        <RouterProvider router={router} />
      </UiProviders>
    </MockedProvider>,
  );
  return { onChanged, user: userEvent.setup() };
}

describe('the seller’s reply under a review', () => {
  it('is a text area with a visible label and a hint of what it is for', () => {
    renderReview();
    const reply = screen.getByRole('textbox', { name: 'Your reply' });
    expect(screen.getByText('Your reply', { selector: 'label' })).toBeVisible();
    expect(reply).toHaveAttribute('placeholder', 'Write a public answer to this review ...');
    expect(screen.getByRole('button', { name: 'Reply' })).toBeDisabled();
  });

  it('sends the reply typed in its field', async () => {
    const sent: ReplyToReviewMutationVariables['input'][] = [];
    const answer: MockLink.MockedResponse<ReplyToReviewMutation, ReplyToReviewMutationVariables> = {
      request: {
        query: REPLY_MUTATION,
        variables: (variables: ReplyToReviewMutationVariables) => {
          sent.push(variables.input);
          return true;
        },
      },
      result: {
        data: {
          replyToReview: {
            __typename: 'ReviewSaved',
            message: 'Reply saved',
            review: { ...REVIEW, reply: { body: 'Thank you!', updatedAt: '2025-03-03T10:15:00.000Z' } },
          },
        },
      },
    };
    const { onChanged, user } = renderReview([answer]);
    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Thank you!');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(sent).toEqual([{ id: '5', body: 'Thank you!' }]);
  });
});
