import { LIMITS } from '@spectrum/shared/constants';
import { isPhoneNumber, nationalDigits, PHONE_RULE } from '@spectrum/shared/rules/phone';

/** Who receives an order, where, and their phone: the checkout's fields and a saved address's alike. */
export interface DeliveryDetails {
  receiverName: string;
  address: string;
  /** The number after the +62 prefix, as typed. */
  phone: string;
}

export type DeliveryErrors = Partial<Record<keyof DeliveryDetails, string>>;

/** What the API would refuse, said before sending, with the API's own rules. */
export function validateDelivery(details: DeliveryDetails): DeliveryErrors {
  const errors: DeliveryErrors = {};
  if (!details.receiverName.trim()) errors.receiverName = 'Receiver name is required';
  else if (details.receiverName.trim().length > LIMITS.receiverNameMaxLength)
    errors.receiverName = `Receiver name must be at most ${LIMITS.receiverNameMaxLength} characters`;
  if (!details.address.trim()) errors.address = 'Address is required';
  else if (details.address.trim().length > LIMITS.addressMaxLength)
    errors.address = `Address must be at most ${LIMITS.addressMaxLength} characters`;
  if (!details.phone.trim()) errors.phone = 'Phone is required';
  else if (!isPhoneNumber(details.phone)) errors.phone = `Phone ${PHONE_RULE}`;
  return errors;
}

/** A saved phone (+62 and its digits) as the form's field after the +62 prefix shows it. */
export function phoneFieldValue(phone: string): string {
  return nationalDigits(phone);
}
