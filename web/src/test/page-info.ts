import type { PageInfoFieldsFragment } from '../__generated__/graphql';

/** A list page's `pageInfo` as the BFF answers it: page `page` of `totalPage`, `totalData` items in all. */
export function pageInfo(
  page: number,
  totalPage: number,
  totalData: number,
): PageInfoFieldsFragment & { __typename: 'PageInfo' } {
  return { __typename: 'PageInfo', page, totalPage, totalData, hasPrev: page > 1, hasNext: page < totalPage };
}
