import { LIMITS } from '@spectrum/shared/constants';
import { isPhoneNumber, PHONE_RULE } from '@spectrum/shared/rules/phone';

export interface CheckoutDetails {
  receiverName: string;
  address: string;
  /** The number after the +62 prefix, as typed. */
  phone: string;
  paymentId: string;
}

export type CheckoutErrors = Partial<Record<keyof CheckoutDetails, string>>;

export function validateCheckout(details: CheckoutDetails): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (!details.receiverName.trim()) errors.receiverName = 'Receiver name is required';
  else if (details.receiverName.trim().length > LIMITS.receiverNameMaxLength)
    errors.receiverName = `Receiver name must be at most ${LIMITS.receiverNameMaxLength} characters`;
  if (!details.address.trim()) errors.address = 'Address is required';
  else if (details.address.trim().length > LIMITS.addressMaxLength)
    errors.address = `Address must be at most ${LIMITS.addressMaxLength} characters`;
  if (!details.phone.trim()) errors.phone = 'Phone is required';
  else if (!isPhoneNumber(details.phone)) errors.phone = `Phone ${PHONE_RULE}`;
  if (!details.paymentId) errors.paymentId = 'Choose a payment method';
  return errors;
}
