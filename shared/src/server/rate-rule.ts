/** At most `max` requests per `windowSeconds` for one key (a fixed window). */
export interface RateRule {
  max: number;
  windowSeconds: number;
}

/** A rate limit written as `max/seconds` (e.g. `10/900`), as every RATE_LIMIT_* and PAGE_RATE_LIMIT is. */
export function parseRateRule(name: string, value: string): RateRule {
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  const max = Number(match?.[1]);
  const windowSeconds = Number(match?.[2]);
  if (!match || !Number.isSafeInteger(max) || max < 1 || !Number.isSafeInteger(windowSeconds) || windowSeconds < 1) {
    throw new Error(`${name} must be "max/seconds" with whole numbers of at least 1, e.g. 10/900`);
  }
  return { max, windowSeconds };
}

/** How long to wait, in words: "12 seconds", "3 minutes", "2 hours". */
export function waitPhrase(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}
