import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToastRaised, toastRaised } from '../lib/toasts';
import { useIdle } from '../lib/use-idle';

const ToastContainer = lazy(() => import('./toast-container'));

/**
 * The toasts' container, whose code (react-toastify) is left out of the first bundle: it mounts once the page
 * is idle, or at once when a toast is raised before that. The server renders nothing here, nor does the
 * hydrating render, so the two agree.
 */
export function DeferredToasts() {
  const idle = useIdle();
  const raised = useSyncExternalStore(subscribeToastRaised, toastRaised, () => false);
  if (!idle && !raised) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
