import { LIMITS } from '../constants';

/** A carrier's tracking number, given with Sent: letters, digits and dashes (JNE-0123456789). */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9-]+$/;

/** What a refused tracking number is told, after the field's name (the API and the seller's form). */
export const TRACKING_NUMBER_RULES = {
  empty: 'is required when given',
  tooLong: `must be at most ${LIMITS.trackingNumberMaxLength} characters`,
  characters: 'may only have letters, digits and dashes',
} as const;

/**
 * Why a typed tracking number is refused, or null. It is optional: the form sends nothing for an empty field,
 * so only a non-empty one (trimmed, as the API trims it) is checked.
 */
export function trackingNumberProblem(typed: string): string | null {
  const trimmed = typed.trim();
  if (!trimmed) return null;
  if (trimmed.length > LIMITS.trackingNumberMaxLength) return TRACKING_NUMBER_RULES.tooLong;
  if (!TRACKING_NUMBER_PATTERN.test(trimmed)) return TRACKING_NUMBER_RULES.characters;
  return null;
}
