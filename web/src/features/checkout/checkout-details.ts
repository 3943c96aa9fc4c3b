import { PHONE_PREFIX } from '@spectrum/shared/constants';

export interface CheckoutDetails {
  receiverName: string;
  address: string;
  /** The number after the +62 prefix, as typed. */
  phone: string;
  paymentId: string;
}

export type CheckoutErrors = Partial<Record<keyof CheckoutDetails, string>>;

/** Digits after the country code: a leading 0 or 62 that people often type is dropped. */
export function nationalDigits(phone: string): string {
  const digits = phone.replace(/[\s-]/g, '');
  return digits.replace(/^\+?62/, '').replace(/^0+/, '');
}

export function toInternationalPhone(phone: string): string {
  return `${PHONE_PREFIX}${nationalDigits(phone)}`;
}

export function validateCheckout(details: CheckoutDetails): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (!details.receiverName.trim()) errors.receiverName = 'Receiver name is required';
  else if (details.receiverName.trim().length > 100)
    errors.receiverName = 'Receiver name must be at most 100 characters';
  if (!details.address.trim()) errors.address = 'Address is required';
  else if (details.address.trim().length > 500) errors.address = 'Address must be at most 500 characters';
  const digits = nationalDigits(details.phone);
  if (!details.phone.trim()) errors.phone = 'Phone is required';
  else if (!/^\d{7,13}$/.test(digits)) errors.phone = 'Phone must be 7 to 13 digits after +62';
  if (!details.paymentId) errors.paymentId = 'Choose a payment method';
  return errors;
}
