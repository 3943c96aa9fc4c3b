import { z } from 'zod';

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

export const positiveId = () =>
  wholeNumber('a positive whole number').pipe(z.number().int().min(1, 'must be a positive whole number'));

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
  z.string().min(8, 'must be at least 8 characters').max(128, 'must be at most 128 characters');

export const optionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).optional();
