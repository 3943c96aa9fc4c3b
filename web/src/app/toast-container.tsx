import { ToastContainer } from 'react-toastify';
import { TOAST_CONTAINER_PROPS } from './toast-config';

/** Loaded by DeferredToasts (deferred-toasts.tsx). */
export default function SpectrumToastContainer() {
  return <ToastContainer {...TOAST_CONTAINER_PROPS} />;
}
