import { MESSAGES } from '@spectrum/shared/messages';
import { createElement } from 'react';
import { toast } from 'react-toastify';

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
  toast.success(message, idOption(options));
}

export function toastFailure(message: string, options: ToastOptions = {}): void {
  toast.error(message, idOption(options));
}

/** Neither good nor bad news: a hint about where the person was sent. */
export function toastInfo(message: string, options: ToastOptions = {}): void {
  toast.info(message, idOption(options));
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
  toast.success(
    createElement(
      'span',
      null,
      createElement('span', null, MESSAGES.addedToCart(productName)),
      createElement('button', { type: 'button', onClick: viewCart, style: viewCartStyle }, 'View cart'),
    ),
  );
}
