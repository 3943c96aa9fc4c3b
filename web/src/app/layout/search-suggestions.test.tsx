import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SearchSuggestionsQuery, SearchSuggestionsQueryVariables } from '../../__generated__/graphql';
import { SEARCH_SUGGESTIONS_QUERY } from '../../features/catalogue/search-suggestions';
import { emptyProductListMock } from '../../test/neutral-mocks';
import { LAMP, noReviewsYetMock, productDetailMock } from '../../test/product-mocks';
import { renderApp } from '../../test/render-app';

/** A value as the cache stores it: with its GraphQL type name. */
const typed = <T extends object>(typename: string, value: T): T => ({ __typename: typename, ...value });

const SUGGESTIONS: SearchSuggestionsQuery['searchSuggestions'] = typed('SearchSuggestions', {
  categories: [typed('Category', { id: '2', name: 'Chairs' })],
  brands: [],
  products: [
    typed('Product', { id: '11', name: 'Walnut Lounge Chair', price: 1_500_000, image: null }),
    typed('Product', { id: '12', name: 'Kyoto Counter Stool', price: 900_000, image: null }),
  ],
});

/** Answers the suggestions for "chiar" and records every text asked. */
function suggestionsMock(
  asked: string[],
): MockLink.MockedResponse<SearchSuggestionsQuery, SearchSuggestionsQueryVariables> {
  return {
    request: {
      query: SEARCH_SUGGESTIONS_QUERY,
      variables: (variables) => {
        asked.push(variables.text);
        return true;
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { searchSuggestions: SUGGESTIONS } },
  };
}

/** The suggested chair's page, for a test that opens it: the lamp's details under the chair's name. */
const WALNUT_CHAIR = { ...LAMP, id: '11', name: 'Walnut Lounge Chair', price: 1_500_000 };

async function openSearch(asked: string[] = []) {
  // What an option leads to is mocked too: the chair's page, a category's or a search's (empty) product list.
  const rendered = await renderApp('/', {
    mocks: [suggestionsMock(asked), productDetailMock(WALNUT_CHAIR), noReviewsYetMock('11'), emptyProductListMock()],
  });
  await rendered.user.click(await screen.findByRole('button', { name: 'Search' }));
  const box = await screen.findByRole('combobox', { name: 'Search products' });
  return { ...rendered, box };
}

describe('search suggestions', () => {
  it('is a combobox that controls a listbox, shown from the second character, asking once the typing rests', async () => {
    const asked: string[] = [];
    const { user, box } = await openSearch(asked);
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    const listbox = document.getElementById(box.getAttribute('aria-controls')!)!;
    expect(listbox).toHaveAttribute('role', 'listbox');

    await user.type(box, 'c');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(asked).toEqual([]);
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.type(box, 'hiar');
    const options = await within(listbox).findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'ChairsCategory',
      'Walnut Lounge ChairProduct',
      'Kyoto Counter StoolProduct',
    ]);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    // Typed quickly, the word was asked about once, whole.
    expect(asked).toEqual(['chiar']);
    for (const option of options) expect(option).toHaveAttribute('aria-selected', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('moves through the options with the arrows, keeping the focus in the box, and opens one with Enter', async () => {
    const { user, box, router } = await openSearch();
    await user.type(box, 'chiar');
    const options = await screen.findAllByRole('option');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    // Past the last option the text itself is active again; up from there, the last option.
    await user.keyboard('{ArrowDown}');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/detail/11'));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Search products' })).not.toBeInTheDocument());
  });

  it('opens a category with a tap, and submits the search with Enter when no option is active', async () => {
    const { user, box, router } = await openSearch();
    await user.type(box, 'chiar');
    await user.click(await screen.findByRole('option', { name: /Chairs/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/product'));
    expect(router.state.location.search).toBe('?categoryId=2');

    await user.click(await screen.findByRole('button', { name: 'Search' }));
    const again = await screen.findByRole('combobox', { name: 'Search products' });
    await user.type(again, 'chiar');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=chiar'));
  });

  it('closes the list with Escape, and the search band with a second Escape', async () => {
    const { user, box } = await openSearch();
    await user.type(box, 'chiar');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('chiar');
    expect(box).toHaveFocus();
    // The arrows open it again.
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Search products' })).not.toBeInTheDocument());
  });
});
