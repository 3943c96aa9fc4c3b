import { fieldSentence } from '@spectrum/shared/contract/field-labels';
import { pickupAddressProblem, SHIPPING_OFFER_RULES, shippingAmountProblem } from '@spectrum/shared/rules/shipping';
import type { ShippingOfferFieldsFragment, ShippingOfferInput } from '../../__generated__/graphql';

/** The shipping settings as typed: each choice on or off, its amount kept as text until it is checked. */
export interface ShippingDraft {
  flatRateOn: boolean;
  flatRateFee: string;
  freeShippingOn: boolean;
  freeShippingMinimum: string;
  pickupOn: boolean;
  pickupAddress: string;
}

export type ShippingField = 'flatRateFee' | 'freeShippingMinimum' | 'pickupAddress';
export type ShippingFieldErrors = Partial<Record<ShippingField, string>>;

const SHIPPING_FIELDS: readonly ShippingField[] = ['flatRateFee', 'freeShippingMinimum', 'pickupAddress'];

/** The form's starting point: the offers as the server has them (an offer turned off keeps an empty box). */
export function draftFromOffer(offer: ShippingOfferFieldsFragment): ShippingDraft {
  return {
    flatRateOn: offer.flatRateFee !== null,
    flatRateFee: offer.flatRateFee === null ? '' : String(offer.flatRateFee),
    freeShippingOn: offer.freeShippingMinimum !== null,
    freeShippingMinimum: offer.freeShippingMinimum === null ? '' : String(offer.freeShippingMinimum),
    pickupOn: offer.pickupAddress !== null,
    pickupAddress: offer.pickupAddress ?? '',
  };
}

/**
 * A typed amount as the store's rule sees it. "20.000" is refused as not whole rather than read as 20: a
 * separator in a rupiah amount is more likely a thousands mark than a fraction.
 */
function amountProblem(typed: string): string | null {
  const text = typed.trim();
  if (/^-?\d+$/.test(text)) return shippingAmountProblem(Number(text));
  if (/^-?\d*[.,]\d+$/.test(text)) return SHIPPING_OFFER_RULES.notWhole;
  return SHIPPING_OFFER_RULES.notNumber;
}

/** What the store would refuse, worded as it words it; only a choice that is on is checked. */
export function shippingDraftProblems(draft: ShippingDraft): ShippingFieldErrors {
  const problems: Record<ShippingField, string | null> = {
    flatRateFee: draft.flatRateOn ? amountProblem(draft.flatRateFee) : null,
    freeShippingMinimum: draft.freeShippingOn ? amountProblem(draft.freeShippingMinimum) : null,
    pickupAddress: draft.pickupOn ? pickupAddressProblem(draft.pickupAddress) : null,
  };
  const errors: ShippingFieldErrors = {};
  for (const field of SHIPPING_FIELDS) {
    const problem = problems[field];
    if (problem) errors[field] = fieldSentence(field, problem);
  }
  return errors;
}

/** The offers as the server takes them, a choice that is off as null; call only when no problem was found. */
export function offerInputOf(draft: ShippingDraft): ShippingOfferInput {
  return {
    flatRateFee: draft.flatRateOn ? Number(draft.flatRateFee.trim()) : null,
    freeShippingMinimum: draft.freeShippingOn ? Number(draft.freeShippingMinimum.trim()) : null,
    pickupAddress: draft.pickupOn ? draft.pickupAddress.trim() : null,
  };
}

/** The server's refusals of single fields, on the fields they name. */
export function serverShippingErrors(fieldErrors: readonly { field: string; message: string }[]): ShippingFieldErrors {
  const errors: ShippingFieldErrors = {};
  for (const { field, message } of fieldErrors) {
    const known = SHIPPING_FIELDS.find((candidate) => candidate === field);
    if (known) errors[known] = message;
  }
  return errors;
}
