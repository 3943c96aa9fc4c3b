import { LIMITS } from '@spectrum/shared/constants';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

describe('blog comment form', () => {
  it('holds at most 200 characters and counts them', async () => {
    const { user } = await renderApp('/blog/detail');
    const comment = await screen.findByRole('textbox', { name: /Comment/ });
    expect(screen.getByText(`0/${LIMITS.commentMaxLength}`)).toBeInTheDocument();

    await user.type(comment, 'Lovely sofa');
    expect(screen.getByText(`11/${LIMITS.commentMaxLength}`)).toBeInTheDocument();

    await user.clear(comment);
    await user.click(comment);
    await user.paste('x'.repeat(250));
    expect(comment).toHaveValue('x'.repeat(LIMITS.commentMaxLength));
    expect(screen.getByText(`${LIMITS.commentMaxLength}/${LIMITS.commentMaxLength}`)).toBeInTheDocument();
  });

  it('does nothing on submit but stay on the page', async () => {
    const { user, router } = await renderApp('/blog/detail');
    await user.type(await screen.findByRole('textbox', { name: /Comment/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(router.state.location.pathname).toBe('/blog/detail');
    expect(screen.getByRole('textbox', { name: /Comment/ })).toHaveValue('Hello');
  });
});
