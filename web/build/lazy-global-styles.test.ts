import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { makeGlobalStylesLazy } from './lazy-global-styles';

// The ES module build, which Vite bundles (dist/esm/index.js).
const chakraEntry = import.meta.resolve('@chakra-ui/react');
const systemModule = fs.readFileSync(fileURLToPath(new URL('styled-system/system.js', chakraEntry)), 'utf8');

describe('makeGlobalStylesLazy', () => {
  it("builds the installed Chakra's global styles when they are first read", () => {
    const lazy = makeGlobalStylesLazy(systemModule);

    expect(lazy).not.toContain('const _global =');
    expect(lazy).toContain(
      'get _global() {\n      return globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },',
    );
  });

  it('fails the build when Chakra no longer builds them as it did', () => {
    expect(() => makeGlobalStylesLazy('export function createSystem() { return {}; }')).toThrow(
      /no longer builds `_global`/,
    );
  });
});
