import { useInsertionEffect } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import { TOAST_CONTAINER_PROPS } from './toast-config';
import { insertToastStyles } from './toast-styles';

/** Loaded by DeferredToasts (deferred-toasts.tsx). */
export default function SpectrumToastContainer() {
  useInsertionEffect(insertToastStyles, []);
  return <ToastContainer {...TOAST_CONTAINER_PROPS} />;
}
