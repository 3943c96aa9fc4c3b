import type { MockLink } from '@apollo/client/testing';
import type { DocumentNode } from 'graphql';
import type {
  LatestReviewsQuery,
  LatestReviewsQueryVariables,
  ProductListQuery,
  SearchSuggestionsQuery,
  SearchSuggestionsQueryVariables,
  UnreadNotificationCountQuery,
  UnreadNotificationCountQueryVariables,
} from '../__generated__/graphql';
import { PRODUCT_LIST_QUERY } from '../features/catalogue/product-list-query';
import { SEARCH_SUGGESTIONS_QUERY } from '../features/catalogue/search-suggestions';
import { INBOX_SUBSCRIPTION } from '../features/chat/chat-documents';
import { LIVE_UNREAD_SUBSCRIPTION } from '../features/notifications/live-unread';
import { UNREAD_NOTIFICATION_COUNT_QUERY } from '../features/notifications/notification-documents';
import { LATEST_REVIEWS_QUERY } from '../features/reviews/review-queries';
import { pageInfo } from './page-info';
import { typed } from './product-mocks';

// Answers for operations a page asks for while its test checks something else: what a quiet store answers, so
// the page is in a state it could really be in, not in the error an unmocked operation gets.

/** A subscription that is open and tells nothing (a live socket before its first event), for every request. */
export function silentSubscription(query: DocumentNode): MockLink.MockedResponse {
  return { request: { query }, delay: Infinity, maxUsageCount: Number.POSITIVE_INFINITY };
}

/**
 * The live socket of a signed-in page, open and silent: every header listens for unread counts and the chat page
 * for its inbox. renderApp adds these after a test's own mocks, so a test of live events mocks its own first.
 */
export const SILENT_LIVE_SOCKET: readonly MockLink.MockedResponse[] = [
  silentSubscription(LIVE_UNREAD_SUBSCRIPTION),
  silentSubscription(INBOX_SUBSCRIPTION),
];

/** The unread notification count the user menu asks for while the live socket has told none. */
export function unreadNotificationCountMock(
  count = 0,
): MockLink.MockedResponse<UnreadNotificationCountQuery, UnreadNotificationCountQueryVariables> {
  return { request: { query: UNREAD_NOTIFICATION_COUNT_QUERY }, result: { data: { unreadNotificationCount: count } } };
}

/** /product with any filter finding nothing, each time it asks; `categories` are the store's. */
export function emptyProductListMock(
  categories: ProductListQuery['categories'] = [],
): MockLink.MockedResponse<ProductListQuery> {
  const products: ProductListQuery['products'] = typed('ProductPage', {
    items: [],
    pageInfo: pageInfo(1, 0, 0),
    totalExact: true,
    prevCursor: null,
    nextCursor: null,
    facets: typed('ProductFacets', { exact: true, categories: [], brands: [], colors: [] }),
  });
  return {
    request: { query: PRODUCT_LIST_QUERY, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { products, categories, brands: [], colors: [] } },
  };
}

/**
 * The header's search box suggesting nothing, for any text: a test that types a search and submits it may pause
 * longer than the box's debounce before the Enter, as a person can, and the box then asks.
 */
export function noSuggestionsMock(): MockLink.MockedResponse<SearchSuggestionsQuery, SearchSuggestionsQueryVariables> {
  return {
    request: { query: SEARCH_SUGGESTIONS_QUERY, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { searchSuggestions: typed('SearchSuggestions', { categories: [], brands: [], products: [] }) } },
  };
}

/** The store's newest reviews (/product/detail/review) before anyone wrote one. */
export function noLatestReviewsMock(): MockLink.MockedResponse<LatestReviewsQuery, LatestReviewsQueryVariables> {
  return {
    request: { query: LATEST_REVIEWS_QUERY, variables: { page: 1 } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { latestReviews: typed('ReviewPage', { pageInfo: pageInfo(1, 1, 0), items: [] }) } },
  };
}
