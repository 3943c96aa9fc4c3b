import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { memoizePrerenderPrint } from './server-print';

const prerenderStatic = fs.readFileSync(
  fileURLToPath(import.meta.resolve('@apollo/client/react/ssr').replace(/index\.js$/, 'prerenderStatic.js')),
  'utf8',
);

describe('memoizePrerenderPrint', () => {
  it('gives the installed prerenderStatic Apollo’s print instead of graphql-js’s', () => {
    const rewritten = memoizePrerenderPrint(prerenderStatic);
    expect(rewritten).toContain('import { print } from "@apollo/client/utilities";');
    expect(rewritten).not.toContain('from "graphql"');
    expect(rewritten.replace('"@apollo/client/utilities"', '"graphql"')).toBe(prerenderStatic);
  });

  it('fails the build when an upgrade no longer imports print that way', () => {
    expect(() => memoizePrerenderPrint(prerenderStatic.replace('import { print } from "graphql";', ''))).toThrow(
      /prerenderStatic/,
    );
  });
});
