import { toast } from 'react-toastify';

/**
 * The one place success and failure toasts are raised from, so every confirmation looks, lasts and is
 * announced the same way; the texts come from the server's answer or from `MESSAGES`.
 */
export function toastSuccess(message: string): void {
  toast.success(message);
}

export function toastFailure(message: string): void {
  toast.error(message);
}
