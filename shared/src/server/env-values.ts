// How both servers read a yes/no or a number from their environment, so the same value means the same on each.

/** A yes/no setting: `1`, `true`, `yes` or `on` (any case) is yes, anything else no; unset or empty is `fallback`. */
export function readFlag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/**
 * A whole-number setting of at least `min`, refused with a sentence naming it otherwise; unset or empty is
 * `fallback`.
 */
export function readWholeNumber(name: string, value: string | undefined, fallback: number, min = 1): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < min) {
    throw new Error(
      min === 1 ? `${name} must be a positive whole number` : `${name} must be a whole number of at least ${min}`,
    );
  }
  return parsed;
}
