import type { Response } from 'express';
import type { z } from 'zod';
import { API_MESSAGES, fieldSentence, LIMITS, type FieldError, type PageMeta } from '@spectrum/shared';
import { badRequest } from './errors';

/** Sends the success envelope `{status, msg, data, meta}`. */
export function send<TData, TMeta = null>(
  res: Response,
  data: TData,
  options: { status?: number; msg?: string; meta?: TMeta } = {},
): void {
  const status = options.status ?? 200;
  res
    .status(status)
    .json({ status, msg: options.msg ?? API_MESSAGES.ok, data: data ?? null, meta: options.meta ?? null });
}

const EXPECTED_KIND: Partial<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

/**
 * Our sentences for the generic failures zod words for developers ("Invalid input: expected string,
 * received undefined"). A schema's own message, where it gives one, still wins.
 */
const plainInputError: z.core.$ZodErrorMap = (issue) => {
  if (issue.input === undefined) return 'is required';
  if (issue.code === 'invalid_type') return `must be ${EXPECTED_KIND[issue.expected] ?? issue.expected}`;
  return undefined;
};

/** The path of the first string holding a NUL character, which PostgreSQL text cannot store. */
function nulCharacterPath(value: unknown, path: string[] = [], depth = 0): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (typeof value !== 'object' || value === null || depth > 8) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nulCharacterPath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Parses input with a zod schema: the parsed value, or every offending field as a sentence. */
export function parseFields<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): { success: true; data: z.output<Schema> } | { success: false; errors: FieldError[] } {
  const nulPath = nulCharacterPath(input);
  if (nulPath) {
    const field = nulPath.join('.') || 'body';
    return { success: false, errors: [{ field, message: fieldSentence(field, 'must not contain a NUL character') }] };
  }
  const result = schema.safeParse(input ?? {}, { error: plainInputError });
  if (result.success) return { success: true, data: result.data };
  const errors: FieldError[] = result.error.issues.map((issue) => {
    const field = issue.path.map(String).join('.') || 'body';
    return { field, message: fieldSentence(field, issue.message) };
  });
  return { success: false, errors };
}

/** Parses input with a zod schema, or throws a 400 that names every offending field. */
export function parse<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = parseFields(schema, input);
  if (result.success) return result.data;
  throw badRequest(result.errors[0]?.message ?? API_MESSAGES.validationFailed, result.errors);
}

export function parseId(value: unknown, field = 'id'): number {
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) {
    const message = fieldSentence(field, 'must be a positive whole number');
    throw badRequest(message, [{ field, message }]);
  }
  return id;
}

/**
 * Which rows a page of a list holds: `page` from 1, `limit` rows a page (`defaultLimit` when not asked for, never
 * more than LIMITS.maxPageSize), and the rows to skip before it.
 */
export function pageWindow(
  query: { page?: number; limit?: number },
  defaultLimit: number,
): { page: number; limit: number; offset: number } {
  const page = query.page ?? 1;
  const limit = Math.min(query.limit ?? defaultLimit, LIMITS.maxPageSize);
  return { page, limit, offset: (page - 1) * limit };
}

/** Paging meta; `prev`/`next` are query strings that keep the caller's other parameters. */
export function pageMeta(
  page: number,
  limit: number,
  totalData: number,
  query: Record<string, string | number | undefined> = {},
): PageMeta {
  const totalPage = Math.max(1, Math.ceil(totalData / limit));
  const link = (target: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== '' && key !== 'page' && key !== 'limit') params.set(key, String(value));
    }
    params.set('page', String(target));
    params.set('limit', String(limit));
    return params.toString();
  };
  return {
    page,
    limit,
    totalData,
    totalPage,
    prev: page > 1 ? link(Math.min(page - 1, totalPage)) : null,
    next: page < totalPage ? link(page + 1) : null,
  };
}
