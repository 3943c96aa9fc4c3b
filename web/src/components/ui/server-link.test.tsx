import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, type LinkProps } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isHrefAsGiven, ServerLink } from './server-link';

function written(Component: typeof Link, props: LinkProps, basename?: string): string {
  return renderToString(
    <MemoryRouter initialEntries={[`${basename ?? ''}/product/detail/7?tab=review`]} basename={basename}>
      <Component {...props} />
    </MemoryRouter>,
  );
}

const LINKS: LinkProps[] = [
  { to: '/product/detail/12', children: 'Walnut chair', className: 'css-1qsrj64' },
  { to: '/product?categoryId=1&page=2#top', 'aria-label': 'Chairs', target: '_blank' },
  { to: '/', discover: 'none', title: 'Home', onClick: () => undefined, replace: true, state: { from: 'x' } },
  { to: '/product/', children: 'a trailing slash' },
  { to: '/product//detail/7', children: 'an empty segment' },
  { to: '/search?q=walnut%20chair&tag=a+b', children: 'an encoded search' },
  { to: '/catalogue/bàn ghế#đầu', children: 'characters a URL encodes' },
  { to: '/product?', children: 'an empty search' },
  { to: '/product#', children: 'an empty hash' },
  { to: '/product/./detail/../7', children: 'dot segments' },
  { to: '?page=2', children: 'relative' },
  { to: 'review', relative: 'path', children: 'relative to the path' },
  { to: { pathname: '/cart', search: '?a=1' }, children: 'an object' },
  { to: '//elsewhere.example/x', children: 'protocol-relative' },
  { to: 'https://elsewhere.example/x', children: 'absolute URL' },
  { to: '/product', reloadDocument: true, children: 'reloads' },
  { to: '/product', prefetch: 'render', children: 'prefetches' },
];

describe('ServerLink', () => {
  it.each(LINKS.map((props) => [JSON.stringify(props.to), props] as const))(
    'writes %s exactly as react-router’s Link does',
    (_to, props) => {
      expect(written(ServerLink, props)).toBe(written(Link, props));
      expect(written(ServerLink, props, '/shop')).toBe(written(Link, props, '/shop'));
    },
  );

  it('writes only plain absolute paths itself', () => {
    expect(isHrefAsGiven('/product/detail/12?tab=review#reviews', '/')).toBe(true);
    for (const to of ['/product?', '/product#', '/a/../b', '/a/.', '/a//b', '//x', '?page=2', 'review']) {
      expect(isHrefAsGiven(to, '/')).toBe(false);
    }
    expect(isHrefAsGiven('/product', '/shop')).toBe(false);
    expect(isHrefAsGiven({ pathname: '/product' }, '/')).toBe(false);
  });
});
