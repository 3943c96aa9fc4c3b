import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProviders } from '../../app/providers';
import { Pager, type PagePosition } from './pager';

type PagerProps = Parameters<typeof Pager>[0];

function renderPager({
  labels,
  count,
  ...position
}: Partial<PagePosition> & Pick<PagerProps, 'labels' | 'count'> = {}) {
  const onPage = vi.fn<(page: number) => void>();
  render(
    <UiProviders>
      <Pager
        position={{ page: 2, totalPage: 3, hasPrev: true, hasNext: true, ...position }}
        labels={labels}
        count={count}
        onPage={onPage}
      />
    </UiProviders>,
  );
  return { onPage, user: userEvent.setup() };
}

describe('Pager', () => {
  it('asks for the page before and after the current one', async () => {
    const { onPage, user } = renderPager();
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('marks the button at each end disabled, keeps it focusable and ignores its clicks', async () => {
    const { onPage, user } = renderPager({ page: 1, totalPage: 1, hasPrev: false, hasNext: false });
    const prev = screen.getByRole('button', { name: 'Prev' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(prev).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(next).toHaveFocus();
    await user.click(prev);
    expect(onPage).not.toHaveBeenCalled();
  });

  it('enables only the buttons that lead somewhere', () => {
    renderPager({ page: 1, hasPrev: false, hasNext: true });
    expect(screen.getByRole('button', { name: 'Prev' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('is a navigation landmark named by its labels, with buttons named by them', async () => {
    const { onPage, user } = renderPager({
      labels: { navigation: 'Product pages', previous: 'Previous page', next: 'Next page' },
    });
    const nav = screen.getByRole('navigation', { name: 'Product pages' });
    expect(nav).toHaveTextContent('Prev');
    expect(nav).toHaveTextContent('2 / 3');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(3);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('names the navigation "Pagination" by default', () => {
    renderPager();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it('says which page of how many in a sentence, with a plus when the total is a lower bound', () => {
    renderPager({ count: 'sentence', page: 2, totalPage: 5, totalExact: false });
    expect(screen.getByText('Showing page 2 of 5+')).toBeInTheDocument();
  });

  it('shows the compact count between the buttons, hidden from screen readers', () => {
    renderPager({ page: 2, totalPage: 3 });
    expect(screen.getByText('2 / 3')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByText(/Showing page/)).not.toBeInTheDocument();
  });
});
