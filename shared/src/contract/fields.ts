import { z } from 'zod';
import { LIMITS } from '../constants';
import { isPhoneNumber, PHONE_RULE } from '../rules/phone';

/** Forms post numbers as strings (multipart especially): accept "2" wherever a whole number is meant. */
export const wholeNumber = (label = 'a whole number') =>
  z.union([z.number(), z.string().trim().min(1)]).transform((value, ctx) => {
    const parsed = typeof value === 'number' ? value : Number(value);
    if (!Number.isSafeInteger(parsed)) {
      ctx.addIssue({ code: 'custom', message: `must be ${label}` });
      return z.NEVER;
    }
    return parsed;
  });

/** Largest value of a PostgreSQL `integer` column (ids, prices, quantities). */
export const INTEGER_MAX = 2_147_483_647;
/** Largest value of a PostgreSQL `smallint` column (brand, colour, payment, shipment, promo and status ids). */
export const SMALLINT_MAX = 32_767;

/**
 * A whole number within `min`…`max`. The bound defaults to the `integer` column's: a bigger number would
 * fail the query, so it is refused here with a sentence naming the field.
 */
export const boundedNumber = (min: number, max = INTEGER_MAX) =>
  wholeNumber().pipe(
    z
      .number()
      .int()
      .min(min, min === 1 ? 'must be 1 or more' : `must be ${min} or more`)
      .max(max, `must be at most ${max}`),
  );

/** An id of an `integer` (serial) column, or of a `smallint` one with `max: SMALLINT_MAX`. */
export const positiveId = (max = INTEGER_MAX) =>
  wholeNumber('a positive whole number').pipe(
    z.number().int().min(1, 'must be a positive whole number').max(max, `must be at most ${max}`),
  );

/** An id in a path (`/products/details/:id`): digits only, as the address carries it. */
export const pathId = () =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'must be a positive whole number')
    .transform(Number)
    .pipe(z.number().min(1, 'must be a positive whole number'));

/** An id of a `smallint` column. */
export const smallId = () => positiveId(SMALLINT_MAX);

/** A list of ids sent as repeated fields, a JSON array, or one comma-separated string ("1,3"). */
export const idList = () =>
  z
    .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()])
    .transform((value): (string | number)[] => {
      const parts = Array.isArray(value) ? value : String(value).split(',');
      return parts.map((part) => (typeof part === 'number' ? String(part) : part.trim())).filter((part) => part !== '');
    })
    .pipe(z.array(positiveId()));

export const emailField = () => z.string().trim().toLowerCase().pipe(z.email('must be a valid email address').max(254));

export const passwordField = () =>
  z
    .string()
    .min(LIMITS.passwordMinLength, `must be at least ${LIMITS.passwordMinLength} characters`)
    .max(LIMITS.passwordMaxLength, `must be at most ${LIMITS.passwordMaxLength} characters`);

export const optionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).optional();

/** `?page&limit` of a paged list: page from 1, at most LIMITS.maxPageSize a page. */
export const pageQuery = () =>
  z.object({
    page: wholeNumber().pipe(z.number().int().min(1, 'must be 1 or more')).optional(),
    limit: pageLimit().optional(),
  });

/** `limit` of a page: 1 to LIMITS.maxPageSize. */
export const pageLimit = () =>
  wholeNumber().pipe(
    z.number().int().min(1, 'must be 1 or more').max(LIMITS.maxPageSize, `must be at most ${LIMITS.maxPageSize}`),
  );

/** Who receives an order (checkout and the address book alike). */
export const receiverNameField = () =>
  z
    .string()
    .trim()
    .min(1, 'is required')
    .max(LIMITS.receiverNameMaxLength, `must be at most ${LIMITS.receiverNameMaxLength} characters`);

/** Where an order goes (checkout and the address book alike). */
export const deliveryAddressField = () =>
  z
    .string()
    .trim()
    .min(1, 'is required')
    .max(LIMITS.addressMaxLength, `must be at most ${LIMITS.addressMaxLength} characters`);

/** An Indonesian phone number, as typed (`shared/src/rules/phone.ts`). */
export const phoneField = () => z.string().trim().refine(isPhoneNumber, PHONE_RULE);
