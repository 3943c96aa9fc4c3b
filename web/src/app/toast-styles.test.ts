import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { scopedToContainer } from './toast-styles';

const libraryCss = fs.readFileSync(
  createRequire(import.meta.url).resolve('react-toastify/dist/ReactToastify.css'),
  'utf8',
);

describe('scopedToContainer', () => {
  it("moves react-toastify's custom properties from :root to its container", () => {
    expect(libraryCss).toMatch(/:root\s*\{/);
    const scoped = scopedToContainer(libraryCss);
    expect(scoped).not.toMatch(/:root/);
    expect(scoped).toMatch(/\.Toastify\{\s*--toastify-color-light: #fff;/);
    expect(scoped.length).toBe(libraryCss.length - ':root {'.length + '.Toastify{'.length);
  });

  it('reads the minified form, and leaves :root inside a longer selector alone', () => {
    expect(scopedToContainer(':root{--a:1}.x{color:red}:root{--b:2}')).toBe(
      '.Toastify{--a:1}.x{color:red}.Toastify{--b:2}',
    );
    expect(scopedToContainer('@media (min-width:1px){:root{--a:1}}')).toBe('@media (min-width:1px){.Toastify{--a:1}}');
    expect(scopedToContainer(':root .x{color:red}')).toBe(':root .x{color:red}');
  });
});
