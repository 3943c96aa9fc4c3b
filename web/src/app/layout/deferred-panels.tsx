import { lazy, useEffect, useId, useState } from 'react';
import { withClient } from '../../apollo/lazy-client';

// The user menu asks for the unread count, and the account entries can log out: both need the Apollo client.
const loadHeaderPanels = withClient(() => import('./header-panels'));

export const SearchPopover = lazy(() => loadHeaderPanels().then((panels) => ({ default: panels.SearchPopover })));
export const NavPanelPopover = lazy(() => loadHeaderPanels().then((panels) => ({ default: panels.NavPanelPopover })));
export const UserMenuPanel = lazy(() => loadHeaderPanels().then((panels) => ({ default: panels.UserMenuPanel })));
export const MobileNavPanel = lazy(() => loadHeaderPanels().then((panels) => ({ default: panels.MobileNavPanel })));

/** True from the frame after the first paint on, so the panels' code is fetched then, not before it. */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setPainted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}

/**
 * The open state of one header panel and the attributes its trigger button carries. The trigger is
 * a plain button in the first bundle; a click opens at once, and the panel shows as soon as its code
 * is there, so no click is lost while it loads.
 */
export function useDeferredPanel(popup: 'dialog' | 'menu') {
  const [open, setOpen] = useState(false);
  const triggerId = useId();
  const contentId = useId();
  const painted = useAfterFirstPaint();
  return {
    open,
    setOpen,
    /** Mount the panel (and so load its code) once the page has painted, or at once when asked to open. */
    mountPanel: painted || open,
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
