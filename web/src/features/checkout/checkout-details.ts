import { validateDelivery, type DeliveryDetails } from '../../lib/delivery-details';

export interface CheckoutDetails extends DeliveryDetails {
  paymentId: string;
}

export type CheckoutErrors = Partial<Record<keyof CheckoutDetails, string>>;

export function validateCheckout(details: CheckoutDetails): CheckoutErrors {
  const errors: CheckoutErrors = validateDelivery(details);
  if (!details.paymentId) errors.paymentId = 'Choose a payment method';
  return errors;
}
