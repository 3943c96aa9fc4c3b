import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

describe('coming soon', () => {
  it('shows the fixed countdown and a subscribe box', async () => {
    await renderApp('/comingsoon');
    const countdown = await screen.findByRole('list', { name: 'Time until launch' });
    const parts = within(countdown)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(parts).toEqual(['9Days', '12Hours', '13Mins', '20Secs']);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });
});
