import { lazy, useState, useSyncExternalStore } from 'react';
import { withClient } from '../../apollo/lazy-client';
import { createExternalStore } from '../../lib/external-store';
import { useIdle } from '../../lib/use-idle';

const loadHeaderPanels = () => import('./header-panels');
/*
 * The search band asks for suggestions and the account entries of a signed-in person for the unread count:
 * those panels need the Apollo client, which the landing page loads only once it is idle. A click before that
 * must not render them without it.
 */
const loadPanelsWithClient = withClient(loadHeaderPanels);

export const SearchPopover = lazy(() => loadPanelsWithClient().then((panels) => ({ default: panels.SearchPopover })));
export const NavPanelPopover = lazy(() => loadHeaderPanels().then((panels) => ({ default: panels.NavPanelPopover })));
export const UserMenuPanel = lazy(() => loadPanelsWithClient().then((panels) => ({ default: panels.UserMenuPanel })));
export const MobileNavPanel = lazy(() => loadPanelsWithClient().then((panels) => ({ default: panels.MobileNavPanel })));
export const UnreadDot = lazy(() => loadHeaderPanels().then((panels) => ({ default: panels.UnreadDot })));
export const LiveUnreadListener = lazy(() =>
  loadPanelsWithClient().then((panels) => ({ default: panels.LiveUnreadListener })),
);

/*
 * Once one panel is asked for, all of them mount: a panel that first mounts already open while another closes
 * would lose the focus to the closing one's button, as when the search band opens over the user menu.
 */
const panelAsked = createExternalStore(false);
const notAsked = () => false;

/**
 * The open state of one header panel and the attributes its trigger button carries. The trigger is
 * a plain button in the first bundle; a click opens at once, and the panel shows as soon as its code
 * is there, so no click is lost while it loads. Its ids are the panel's `name`'s, not `useId`'s: the page has one
 * header, and the server writes it from HTML it rendered once on its own (lib/static-fragment.tsx).
 */
export function useDeferredPanel(popup: 'dialog' | 'menu', name: string) {
  const [open, setOpenState] = useState(false);
  const triggerId = `${name}-panel-trigger`;
  const contentId = `${name}-panel`;
  const idle = useIdle();
  const asked = useSyncExternalStore(panelAsked.subscribe, panelAsked.get, notAsked);
  const setOpen = (next: boolean) => {
    if (next && !panelAsked.get()) panelAsked.set(true);
    setOpenState(next);
  };
  return {
    open,
    setOpen,
    /** Mount the panel (and so load its code) once the page is idle, or at once when one is asked to open. */
    mountPanel: idle || asked || open,
    panelProps: { open, onOpenChange: setOpen, triggerId, contentId },
    triggerProps: {
      id: triggerId,
      type: 'button',
      'aria-haspopup': popup,
      'aria-expanded': open,
      'aria-controls': open ? contentId : undefined,
      'data-state': open ? 'open' : 'closed',
    } as const,
  };
}
