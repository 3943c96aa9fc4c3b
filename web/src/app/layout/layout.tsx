import { Outlet, ScrollRestoration } from 'react-router';
import { SiteChrome } from './site-chrome';

export function Layout() {
  return (
    <SiteChrome>
      <ScrollRestoration />
      <Outlet />
    </SiteChrome>
  );
}
