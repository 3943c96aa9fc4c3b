import { describe, expect, it } from 'vitest';
import { SHIPMENT } from '../constants';
import {
  DEFAULT_SHIPPING_OFFER,
  MAX_SHIPPING_AMOUNT,
  pickupAddressProblem,
  SHIPPING_OFFER_RULES,
  shippingAmountProblem,
  shippingFor,
} from './shipping';
import { TRACKING_NUMBER_RULES, trackingNumberProblem } from './tracking-number';
import { orderIdFromProvider, providerOrderId, virtualAccountFor } from './payment';

describe('shipping per seller', () => {
  const offer = { flat_rate_fee: 25_000, free_shipping_min: 500_000, pickup_address: 'Jl. Kayu 1' };

  it('charges the flat fee, ships free from the minimum, and names the pickup address', () => {
    expect(shippingFor(offer, SHIPMENT.flatRate, 10)).toEqual({ available: true, fee: 25_000, pickup_address: null });
    expect(shippingFor(offer, SHIPMENT.freeShipping, 500_000)).toMatchObject({ available: true, fee: 0 });
    expect(shippingFor(offer, SHIPMENT.freeShipping, 499_999)).toEqual({
      available: false,
      reason: 'below_minimum',
      minimum: 500_000,
    });
    expect(shippingFor(offer, SHIPMENT.localPickUp, 1)).toEqual({
      available: true,
      fee: 0,
      pickup_address: 'Jl. Kayu 1',
    });
  });

  it('offers nothing a seller turned off; the default offers Flat Rate and Free shipping at no cost', () => {
    const none = { flat_rate_fee: null, free_shipping_min: null, pickup_address: null };
    for (const id of [SHIPMENT.flatRate, SHIPMENT.freeShipping, SHIPMENT.localPickUp]) {
      expect(shippingFor(none, id, 1_000)).toEqual({ available: false, reason: 'not_offered' });
    }
    expect(shippingFor(DEFAULT_SHIPPING_OFFER, SHIPMENT.flatRate, 1)).toMatchObject({ available: true, fee: 0 });
    expect(shippingFor(DEFAULT_SHIPPING_OFFER, SHIPMENT.localPickUp, 1).available).toBe(false);
  });
});

describe('payment references', () => {
  it('gives each order its own 16-digit virtual account at its bank', () => {
    expect(virtualAccountFor(1, 42)).toBe('3988800000000042');
    expect(virtualAccountFor(2, 42)).not.toBe(virtualAccountFor(1, 42));
    expect(virtualAccountFor(4, 2_147_483_647)).toMatch(/^\d{16}$/);
  });

  it('reads back only our own order references', () => {
    expect(orderIdFromProvider(providerOrderId(12))).toBe(12);
    for (const reference of ['SPECTRUM-0', 'SPECTRUM-01', 'ORDER-1', 'SPECTRUM-99999999999', 'SPECTRUM-1 ']) {
      expect(orderIdFromProvider(reference)).toBeUndefined();
    }
  });
});

describe('the shipping offer rules', () => {
  it('take whole rupiah from 0 to the price bound, and a pickup address with words in it', () => {
    expect(shippingAmountProblem(0)).toBeNull();
    expect(shippingAmountProblem(MAX_SHIPPING_AMOUNT)).toBeNull();
    expect(shippingAmountProblem(-1)).toBe(SHIPPING_OFFER_RULES.negative);
    expect(shippingAmountProblem(10.5)).toBe(SHIPPING_OFFER_RULES.notWhole);
    expect(shippingAmountProblem(Number.NaN)).toBe(SHIPPING_OFFER_RULES.notNumber);
    expect(shippingAmountProblem(MAX_SHIPPING_AMOUNT + 1)).toBe(SHIPPING_OFFER_RULES.tooLarge);
    expect(pickupAddressProblem('  ')).toBe(SHIPPING_OFFER_RULES.pickupRequired);
    expect(pickupAddressProblem(' Jl. Kayu 1 ')).toBeNull();
  });
});

describe('tracking numbers', () => {
  it('are optional, and otherwise letters, digits and dashes up to the limit', () => {
    expect(trackingNumberProblem('  ')).toBeNull();
    expect(trackingNumberProblem(' JNE-0123456789 ')).toBeNull();
    expect(trackingNumberProblem('<script>')).toBe(TRACKING_NUMBER_RULES.characters);
    expect(trackingNumberProblem('A'.repeat(41))).toBe(TRACKING_NUMBER_RULES.tooLong);
  });
});
