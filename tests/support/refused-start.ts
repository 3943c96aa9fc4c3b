import { expect } from 'vitest';
import type { ServerProcess } from './processes';

/**
 * Awaits a server that must refuse to start, and checks it did so the way an operator can read: exit code 1,
 * never `readyText`, one sentence and no stack trace. Answers everything it printed.
 */
export async function refusedStart(server: ServerProcess, readyText: string): Promise<string> {
  expect(await server.exited).toBe(1);
  expect(server.output()).not.toContain(readyText);
  expect(server.output()).not.toMatch(/\n\s+at /);
  return server.output();
}
