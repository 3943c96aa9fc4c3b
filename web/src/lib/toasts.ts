import { MESSAGES } from '@spectrum/shared/messages';
import { createElement } from 'react';
import type * as ReactToastify from 'react-toastify/unstyled';
import { createExternalStore } from './external-store';

type ToastLibrary = typeof ReactToastify;
type Toast = ToastLibrary['toast'];

let library: Promise<ToastLibrary> | undefined;
const raised = createExternalStore(false);

/**
 * react-toastify's code, fetched with the first toast or once the page is idle (app/deferred-toasts.tsx),
 * so the first bundle goes without it. A toast raised before its container is there waits in the library's
 * queue and shows when the container mounts.
 */
export function loadToastLibrary(): Promise<ToastLibrary> {
  library ??= import('react-toastify/unstyled').catch((error: unknown) => {
    library = undefined;
    throw error;
  });
  return library;
}

/** Whether any toast was raised yet: the container mounts at once then rather than waiting for idle time. */
export const toastRaised = raised.get;

export const subscribeToastRaised = raised.subscribe;

function raise(show: (toast: Toast) => void): void {
  if (!raised.get()) raised.set(true);
  loadToastLibrary().then(
    ({ toast }) => show(toast),
    // Its code could not be fetched (offline, a redeploy): the toast is lost, the action it reports is not.
    () => {},
  );
}

interface ToastOptions {
  /**
   * Several callers may raise the same warning at once (each guarded navigation, each refused request);
   * toasts sharing an id show once while one is on screen.
   */
  id?: string;
}

function idOption({ id }: ToastOptions) {
  return id === undefined ? undefined : { toastId: id };
}

/**
 * The one place success, failure and notice toasts are raised from, so every confirmation looks, lasts
 * and is announced the same way; the texts come from the server's answer or from `MESSAGES`.
 */
export function toastSuccess(message: string, options: ToastOptions = {}): void {
  raise((toast) => toast.success(message, idOption(options)));
}

export function toastFailure(message: string, options: ToastOptions = {}): void {
  raise((toast) => toast.error(message, idOption(options)));
}

/** Neither good nor bad news: a hint about where the person was sent. */
export function toastInfo(message: string, options: ToastOptions = {}): void {
  raise((toast) => toast.info(message, idOption(options)));
}

const viewCartStyle = {
  marginLeft: '0.75rem',
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  whiteSpace: 'nowrap',
} as const;

/**
 * The spec's '{product} added to cart' with a "View cart" button. The toasts live outside the router,
 * so the caller says how to get to the cart; a click anywhere on the toast closes it.
 */
export function toastAddedToCart(productName: string, viewCart: () => void): void {
  raise((toast) =>
    toast.success(
      createElement(
        'span',
        null,
        createElement('span', null, MESSAGES.addedToCart(productName)),
        createElement('button', { type: 'button', onClick: viewCart, style: viewCartStyle }, 'View cart'),
      ),
    ),
  );
}
