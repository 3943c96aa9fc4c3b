import { useState, type ChangeEvent } from 'react';
import { toInternationalPhone } from '@spectrum/shared/rules/phone';
import { phoneFieldValue, type DeliveryDetails } from '../../lib/delivery-details';
import { validateCheckout, type CheckoutDetails, type CheckoutErrors } from './checkout-details';

const EMPTY_DETAILS: CheckoutDetails = { receiverName: '', address: '', phone: '', paymentId: '1' };

/** Takes an input's change event, or the value a select field reports. */
export type FieldChange = (
  field: keyof CheckoutDetails,
) => (change: ChangeEvent<HTMLInputElement | HTMLTextAreaElement> | string) => void;

export interface CheckoutDetailsForm {
  details: CheckoutDetails;
  errors: CheckoutErrors;
  update: FieldChange;
  /** Puts a saved address's receiver, address and phone into the fields. */
  fill: (delivery: DeliveryDetails) => void;
  /** The details ready to send, or null after showing what is missing. */
  validated: () => { receiverName: string; address: string; phone: string; paymentId: string } | null;
}

/** The Self Information fields: typed values, and their errors cleared as the person fixes them. */
export function useCheckoutDetails(): CheckoutDetailsForm {
  const [details, setDetails] = useState<CheckoutDetails>(EMPTY_DETAILS);
  const [errors, setErrors] = useState<CheckoutErrors>({});

  const update: FieldChange = (field) => (change) => {
    const value = typeof change === 'string' ? change : change.target.value;
    setDetails((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function fill(delivery: DeliveryDetails) {
    setDetails((current) => ({ ...current, ...delivery, phone: phoneFieldValue(delivery.phone) }));
    setErrors((current) => ({ ...current, receiverName: undefined, address: undefined, phone: undefined }));
  }

  function validated() {
    const found = validateCheckout(details);
    setErrors(found);
    if (Object.keys(found).length > 0) return null;
    return {
      receiverName: details.receiverName.trim(),
      address: details.address.trim(),
      phone: toInternationalPhone(details.phone),
      paymentId: details.paymentId,
    };
  }

  return { details, errors, update, fill, validated };
}
