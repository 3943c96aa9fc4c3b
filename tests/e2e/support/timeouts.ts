/** How long a person would reasonably wait for something to show up. */
export const UI_TIMEOUT_MS = 15_000;
