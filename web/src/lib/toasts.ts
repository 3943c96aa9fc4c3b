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
