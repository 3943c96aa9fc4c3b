import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'react-toastify/unstyled';
import { afterEach } from 'vitest';
import { reloadSession } from '../lib/session';
import { reloadCartLines } from '../features/cart/cart-state';

// A `findBy…`/`waitFor` deadline says how slow a page may be, which is not what these tests check: on a loaded
// two-core machine a render can take over the default second. A wait still ends as soon as its condition holds;
// only a failing one waits this long, and it stays under the test's own timeout so the failure names the query.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  toast.dismiss();
  localStorage.clear();
  sessionStorage.clear();
  reloadSession();
  reloadCartLines();
});
