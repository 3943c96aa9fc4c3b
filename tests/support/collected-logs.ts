import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';

/** A logger at `info` whose JSON lines land parsed in `lines`, for tests that check what a server logged. */
export function collectingLogger<Line extends object>(): { logger: Logger; lines: Line[] } {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Line);
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
}
