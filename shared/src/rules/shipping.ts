import { LIMITS, SHIPMENT, type ShipmentId } from '../constants';

/**
 * A seller's shipping offers; null means the seller does not offer that choice. A seller who never set them
 * offers Flat Rate and Free shipping at no cost and no pickup (`DEFAULT_SHIPPING_OFFER`).
 */
export interface ShippingOffer {
  /** Flat Rate: the fee per order, whole rupiah. */
  flat_rate_fee: number | null;
  /** Free shipping: offered from this subtotal of the seller's lines, whole rupiah. */
  free_shipping_min: number | null;
  /** Local Pick Up: where the customer collects the order. */
  pickup_address: string | null;
}

export const DEFAULT_SHIPPING_OFFER: ShippingOffer = {
  flat_rate_fee: 0,
  free_shipping_min: 0,
  pickup_address: null,
};

/** The largest fee or minimum a seller may set: the same bound as a price. */
export const MAX_SHIPPING_AMOUNT = LIMITS.maxProductPrice;

/** What a refused fee, minimum or pickup address is told, after the field's name (the API and the seller's form). */
export const SHIPPING_OFFER_RULES = {
  notNumber: 'must be a number',
  notWhole: 'must be a whole number of rupiah',
  negative: 'must not be negative',
  tooLarge: `must be at most ${MAX_SHIPPING_AMOUNT}`,
  pickupRequired: 'is required to offer Local Pick Up',
  pickupTooLong: `must be at most ${LIMITS.addressMaxLength} characters`,
} as const;

/** Why a fee or minimum is refused (a predicate of SHIPPING_OFFER_RULES), or null when it may be saved. */
export function shippingAmountProblem(amount: number): string | null {
  if (!Number.isFinite(amount)) return SHIPPING_OFFER_RULES.notNumber;
  if (!Number.isInteger(amount)) return SHIPPING_OFFER_RULES.notWhole;
  if (amount < 0) return SHIPPING_OFFER_RULES.negative;
  if (amount > MAX_SHIPPING_AMOUNT) return SHIPPING_OFFER_RULES.tooLarge;
  return null;
}

/** Why a pickup address is refused, or null; it is trimmed first, as the API does. */
export function pickupAddressProblem(address: string): string | null {
  const trimmed = address.trim();
  if (!trimmed) return SHIPPING_OFFER_RULES.pickupRequired;
  if (trimmed.length > LIMITS.addressMaxLength) return SHIPPING_OFFER_RULES.pickupTooLong;
  return null;
}

export type ShippingQuote =
  | { available: true; fee: number; pickup_address: string | null }
  | { available: false; reason: 'not_offered' | 'below_minimum'; minimum?: number };

/** What one seller charges to ship their part of an order with this shipment, given that part's subtotal. */
export function shippingFor(
  offer: ShippingOffer,
  shipmentId: ShipmentId | number,
  sellerSubtotal: number,
): ShippingQuote {
  if (shipmentId === SHIPMENT.flatRate) {
    return offer.flat_rate_fee === null
      ? { available: false, reason: 'not_offered' }
      : { available: true, fee: offer.flat_rate_fee, pickup_address: null };
  }
  if (shipmentId === SHIPMENT.freeShipping) {
    if (offer.free_shipping_min === null) return { available: false, reason: 'not_offered' };
    return sellerSubtotal >= offer.free_shipping_min
      ? { available: true, fee: 0, pickup_address: null }
      : { available: false, reason: 'below_minimum', minimum: offer.free_shipping_min };
  }
  return offer.pickup_address === null
    ? { available: false, reason: 'not_offered' }
    : { available: true, fee: 0, pickup_address: offer.pickup_address };
}
