import { afterEach, describe, expect, it } from 'vitest';
import { pageStateScript, readPageState, type PageState } from './page-state';

const hostileName = '</script><script>alert(1)</script><!--';
const state: PageState = {
  apollo: { 'Product:1': { __typename: 'Product', id: '1', name: hostileName } },
  router: { loaderData: {}, actionData: null },
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the page state handed from the server render to the browser', () => {
  it('is one JSON data block that no text inside it can end early', () => {
    const script = pageStateScript(state);
    expect(script.startsWith('<script type="application/json" id="page-state">')).toBe(true);
    expect(script.match(/<\/script/gi)).toHaveLength(1);
    expect(script).not.toContain('<!--');
  });

  it('reads back as it was written', () => {
    document.body.innerHTML = `<div id="root"></div>${pageStateScript(state)}`;
    expect(readPageState()).toEqual(state);
  });

  it('is null on the shell, and for a block that is not JSON', () => {
    expect(readPageState()).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="page-state">{not json</script>';
    expect(readPageState()).toBeNull();
  });
});
