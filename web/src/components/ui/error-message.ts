/** The sentence for a failure caught in a handler: Apollo and network errors carry theirs in `message`. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
