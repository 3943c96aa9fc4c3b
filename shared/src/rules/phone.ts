/**
 * The store's phone rule, the same for the checkout form and the API: an Indonesian number, 7 to 13 digits
 * after the +62 country code. People type it many ways (`0812-3456-7890`, `+62 812 3456 7890`, `62812…`):
 * spaces and hyphens are ignored, and a leading +62, 62 or 0 is not counted as part of the number.
 */
export const PHONE_PREFIX = '+62';
export const PHONE_DIGITS = { min: 7, max: 13 } as const;

/** What a phone number that breaks the rule is told, after the field's name. */
export const PHONE_RULE = `must be ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits after ${PHONE_PREFIX}`;

const NATIONAL_NUMBER = new RegExp(`^\\d{${PHONE_DIGITS.min},${PHONE_DIGITS.max}}$`);

/** The number after the country code: spaces and hyphens dropped, then a leading +62, 62 or 0. */
export function nationalDigits(phone: string): string {
  const digits = phone.replace(/[\s-]/g, '');
  return digits.replace(/^\+?62/, '').replace(/^0+/, '');
}

export function isPhoneNumber(phone: string): boolean {
  return NATIONAL_NUMBER.test(nationalDigits(phone));
}

/** The number as the store writes it: `+62` and the national digits. */
export function toInternationalPhone(phone: string): string {
  return `${PHONE_PREFIX}${nationalDigits(phone)}`;
}
