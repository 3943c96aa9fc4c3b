import { LIMITS } from '@spectrum/shared/constants';
import { useEffect, useState } from 'react';
import { graphql } from '../../__generated__/gql';
import type { SearchSuggestionsQuery } from '../../__generated__/graphql';
import { productPath } from './product-card';

export const SEARCH_SUGGESTIONS_QUERY = graphql(`
  query SearchSuggestions($text: String!) {
    searchSuggestions(text: $text) {
      products {
        id
        name
        price
        image
      }
      categories {
        id
        name
      }
      brands {
        id
        name
      }
    }
  }
`);

/** Waits this long after the last key before asking: a word typed quickly costs one request. */
export const SUGGEST_DEBOUNCE_MS = 200;

/** One line of the suggestion list: where choosing it leads, and what it shows. */
export interface Suggestion {
  key: string;
  kind: 'product' | 'category' | 'brand';
  label: string;
  to: string;
  image?: string | null;
}

/** The suggestions in the order they are listed: categories, brands, then products. */
export function toSuggestions(data: SearchSuggestionsQuery['searchSuggestions'] | undefined): Suggestion[] {
  if (!data) return [];
  return [
    ...data.categories.map((category) => ({
      key: `category-${category.id}`,
      kind: 'category' as const,
      label: category.name,
      to: `/product?${new URLSearchParams({ categoryId: category.id })}`,
    })),
    ...data.brands.map((brand) => ({
      key: `brand-${brand.id}`,
      kind: 'brand' as const,
      label: brand.name,
      to: `/product?${new URLSearchParams({ brandId: brand.id })}`,
    })),
    ...data.products.map((product) => ({
      key: `product-${product.id}`,
      kind: 'product' as const,
      label: product.name,
      to: productPath(product.id),
      image: product.image,
    })),
  ];
}

/** The text to ask suggestions for: the typed text once it rests, and only from the second character. */
export function useSuggestionText(text: string): string | null {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const asked = settled.trim().slice(0, LIMITS.searchMaxLength);
  return asked.length >= LIMITS.suggestFromLength ? asked : null;
}
