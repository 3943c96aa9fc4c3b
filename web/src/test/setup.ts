import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach } from 'vitest';
import { reloadSession } from '../lib/session';
import { reloadCartLines } from '../features/cart/cart-store';

afterEach(() => {
  cleanup();
  toast.dismiss();
  localStorage.clear();
  reloadSession();
  reloadCartLines();
});
