import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPass } from './render-pass';

async function html(pass: ReturnType<typeof renderPass>): Promise<string> {
  if (typeof pass === 'string') return pass;
  let text = '';
  for await (const chunk of (await pass).prelude) text += String(chunk);
  return text;
}

describe('renderPass', () => {
  it('renders a page that does not suspend as a string', () => {
    const pass = renderPass(<p>Sofa</p>, new AbortController().signal);

    expect(pass).toBe('<p>Sofa</p>');
  });

  it('waits for a component whose code is still loading instead of writing its fallback', async () => {
    const Lazy = lazy(async () => ({ default: () => <p>Loaded</p> }));
    const tree = (
      <Suspense fallback={<p>Loading</p>}>
        <Lazy />
      </Suspense>
    );

    const first = await html(renderPass(tree, new AbortController().signal));

    expect(first).toContain('<p>Loaded</p>');
    expect(first).not.toContain('Loading');
    // Once loaded, the component renders in one go.
    expect(renderPass(tree, new AbortController().signal)).toBe('<!--$--><p>Loaded</p><!--/$-->');
  });
});
