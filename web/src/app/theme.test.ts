import fs from 'node:fs';
import path from 'node:path';
import { css, type SerializedStyles } from '@emotion/react';
import { describe, expect, it } from 'vitest';
import { storeSystem, systemForPage, systemForServer } from './theme';

const system = storeSystem();

const tokenCss = JSON.stringify(system.getTokenCss());
const defined = new Set(tokenCss.match(/--chakra-[a-z0-9-]+(?=":)/g));
const referenced = new Set(Array.from(tokenCss.matchAll(/var\((--chakra-[a-z0-9-]+)/g), (match) => match[1] ?? ''));

describe('the theme', () => {
  it('gives every palette the store uses its full set of semantic colours', () => {
    for (const palette of ['gray', 'red', 'orange', 'green', 'blue']) {
      for (const role of ['contrast', 'fg', 'subtle', 'muted', 'emphasized', 'solid', 'focusRing', 'border']) {
        expect(system.tokens.getByName(`colors.${palette}.${role}`), `${palette}.${role}`).toBeDefined();
      }
      expect(system.tokens.getByName(`colors.${palette}.500`), `${palette}.500`).toBeDefined();
    }
    expect(system.tokens.getByName('colors.blackAlpha.500')).toBeDefined();
  });

  it('defines every variable its tokens refer to', () => {
    expect(referenced.size).toBeGreaterThan(20);
    expect([...referenced].filter((name) => !defined.has(name))).toEqual([]);
  });

  it('resolves the store’s own semantic colours to its neutrals', () => {
    expect(system.tokens.getByName('colors.bg.panel')?.value).toBe('var(--chakra-colors-neutral-white)');
    expect(system.tokens.getByName('colors.fg.muted')?.value).toBe('var(--chakra-colors-neutral-600)');
  });

  it('sets the variables the preflight reads once, on html, and no variable on every element', () => {
    type Rules = Record<string, Record<string, string>>;
    const base = (system.getGlobalCss() as Record<string, Rules>)['@layer base'] ?? {};
    const preflightReads = JSON.stringify(system.getPreflightCss()).match(/(?<=var\()--global-[a-z-]+/g) ?? [];

    expect(new Set(preflightReads)).toEqual(
      new Set(['--global-font-body', '--global-font-mono', '--global-color-border']),
    );
    for (const variable of preflightReads) expect(base['&html']?.[variable], variable).toMatch(/^var\(--chakra-/);
    expect(base['&*']).toHaveProperty('fontFeatureSettings');
    expect(Object.keys(base['&*'] ?? {}).filter((property) => property.startsWith('--'))).toEqual([]);
  });

  it("leaves out of the provider's system the global styles a server-rendered page already has", () => {
    const page = document.implementation.createHTMLDocument();
    expect(systemForPage(system, page)).toBe(system);
    expect(systemForPage(system, undefined)).toBe(system);

    page.head.innerHTML = '<style data-emotion="css-global 1mils6d" data-s="">:root{}</style>';
    const provided = systemForPage(system, page);
    expect(provided._global).toEqual([]);
    expect(provided.layers.atRule).toBe('');
    expect(system.layers.atRule).toBe('@layer reset, base, tokens, recipes;');
    expect(provided.layers.wrap('recipes', { a: 1 })).toEqual(system.layers.wrap('recipes', { a: 1 }));
    expect(provided.css).toBe(system.css);
    expect(provided.getRecipeFn).toBe(system.getRecipeFn);
    expect(provided.token('colors.neutral.900')).toBe(system.token('colors.neutral.900'));
    expect(system._global).not.toEqual([]);
  });

  it("gives a server render's provider the global styles serialised once, as Emotion's Global would", () => {
    const serverSystem = systemForServer(system);
    const serialised = serverSystem._global as unknown as SerializedStyles;

    expect(serialised.styles).toContain('@layer reset{html{');
    // Global serialises its styles as `css` does: these it hands back as they are, with the name and CSS it made before.
    expect(css(serialised)).toBe(serialised);
    const everyRender = css(system._global);
    expect([serialised.name, serialised.styles]).toEqual([everyRender.name, everyRender.styles]);
    expect(serverSystem.css).toBe(system.css);
  });

  it('is made once', () => {
    expect(storeSystem()).toBe(system);
  });

  it('defines every palette colour the store’s parts name (a left-out palette renders them without colour)', () => {
    const srcDir = path.resolve(import.meta.dirname, '..');
    const sources = fs
      .readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('__generated__') && !/\.test\.tsx?$/.test(file));
    const named = new Set<string>();
    for (const file of sources) {
      const text = fs.readFileSync(path.join(srcDir, file), 'utf8');
      for (const match of text.matchAll(
        /['"]((?:gray|red|orange|yellow|green|teal|blue|cyan|purple|pink)\.\d{2,3})['"]/g,
      )) {
        named.add(match[1]!);
      }
    }
    expect(named.size).toBeGreaterThan(5);
    const missing = [...named].filter((color) => !system.tokens.getByName(`colors.${color}`));
    expect(missing).toEqual([]);
  });

  it('leaves out the palettes and the dark mode that nothing uses', () => {
    expect(system.tokens.getByName('colors.teal.500')).toBeUndefined();
    expect(system.tokens.getByName('colors.pink.solid')).toBeUndefined();
    expect(tokenCss).not.toContain('.dark');
  });
});
