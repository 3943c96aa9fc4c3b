import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'react-toastify/unstyled';
import { afterEach } from 'vitest';
import { reloadSession } from '../lib/session';
import { reloadCartLines } from '../features/cart/cart-state';
import { takeUnmockedRequests } from './render-app';

// A `findBy…`/`waitFor` deadline says how slow a page may be, which is not what these tests check: on a loaded
// two-core machine a render can take over the default second. A wait still ends as soon as its condition holds;
// only a failing one waits this long, and it stays under the test's own timeout so the failure names the query.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  // A test of the server render (`@vitest-environment node`) has no page, storage or mocks to reset.
  if (typeof window === 'undefined') return;
  cleanup();
  toast.dismiss();
  localStorage.clear();
  sessionStorage.clear();
  reloadSession();
  reloadCartLines();
  const unmocked = takeUnmockedRequests();
  if (unmocked.length > 0) {
    throw new Error(
      `The page asked for operations the test did not mock (mock each, with a neutral answer from src/test/neutral-mocks.ts where its answer does not matter):\n${unmocked.join('\n')}`,
    );
  }
});
