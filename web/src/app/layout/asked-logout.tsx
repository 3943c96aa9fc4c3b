import { lazy, Suspense, useRef, useState } from 'react';
import { withClient } from '../../apollo/lazy-client';

const LogoutDialog = lazy(withClient(() => import('./logout-dialog')));

/**
 * The logout question asked from a header panel (the user menu, the phone drawer). It opens once the panel has
 * closed and handed the focus back to its button, so the dialog never opens while that focus is still moving (it
 * would count as a move outside the dialog and close it). A click (or Enter, which clicks) on the entry asks.
 */
export function useAskedLogout() {
  const asked = useRef(false);
  const [open, setOpen] = useState(false);
  return {
    /** For the panel's Logout entry. */
    ask: () => {
      asked.current = true;
    },
    /** For the button opening the panel again: an earlier question no longer stands. */
    forget: () => {
      asked.current = false;
    },
    /** For the button's focus, which the closing panel hands back. */
    openIfAsked: () => {
      if (!asked.current) return;
      asked.current = false;
      setOpen(true);
    },
    dialog: open && (
      <Suspense fallback={null}>
        <LogoutDialog onClose={() => setOpen(false)} />
      </Suspense>
    ),
  };
}
