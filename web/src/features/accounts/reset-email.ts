import { STORAGE_KEYS } from '@spectrum/shared/constants';

/** The email a reset code was asked for, kept between the two reset pages. */
export function readResetEmail(): string | null {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEYS.resetEmail) || null;
  } catch {
    return null;
  }
}

export function saveResetEmail(email: string): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEYS.resetEmail, email);
  } catch {
    // Without storage the second step asks for the email again.
  }
}

export function clearResetEmail(): void {
  try {
    globalThis.localStorage?.removeItem(STORAGE_KEYS.resetEmail);
  } catch {
    // Nothing to clear.
  }
}
