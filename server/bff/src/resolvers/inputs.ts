import { fieldSentence, INTEGER_MAX, type PageMeta } from '@spectrum/shared';
import { badUserInput } from '../errors';
import type { PageRecord } from '../mappers';

const WHOLE_NUMBER = /^\d{1,10}$/;

/**
 * A GraphQL `ID` as the store API's id, at most `max` (the id column's largest value: `INTEGER_MAX`, or
 * `SMALLINT_MAX` for brands, colours, payments and shipments); anything else is refused before any call.
 */
export function toId(value: string, field: string, max = INTEGER_MAX): number {
  const id = WHOLE_NUMBER.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) {
    throw badUserInput(fieldSentence(field, 'must be a positive whole number'), field);
  }
  if (id > max) throw badUserInput(fieldSentence(field, `must be at most ${max}`), field);
  return id;
}

export function toOptionalId(value: string | null | undefined, field: string, max = INTEGER_MAX): number | undefined {
  return value === null || value === undefined ? undefined : toId(value, field, max);
}

/**
 * Text that travels in the store API's address (a query string) refused when longer than the API takes:
 * a huge one would be cut off by the HTTP server before the API could name the field.
 */
export function toShortText(value: string | null | undefined, field: string, max: number): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (value.length > max) throw badUserInput(`${field} must be at most ${max} characters`, field);
  return value;
}

/** Explicit nulls in arguments mean "not given". */
export function given<T>(value: T | null | undefined): T | undefined {
  return value ?? undefined;
}

/** A page of any list in the GraphQL shape, from the API's items and paging meta. */
export function toPage<Item>(items: Item[], meta: PageMeta | null): PageRecord<Item> {
  return {
    items,
    pageInfo: {
      page: meta?.page ?? 1,
      totalPage: meta?.totalPage ?? 1,
      totalData: meta?.totalData ?? items.length,
      limit: meta?.limit ?? items.length,
      hasPrev: meta ? meta.prev !== null : false,
      hasNext: meta ? meta.next !== null : false,
    },
  };
}
