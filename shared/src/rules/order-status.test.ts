import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../constants';
import { isAllowedStatusChange, isCancellableByCustomer, nextStatuses } from './order-status';

const { waitingForPayment, getPaid, processed, sent, completed, cancelled } = ORDER_STATUS;

describe('order status moves', () => {
  it.each([
    { from: waitingForPayment, next: [] },
    { from: getPaid, next: [processed, sent, completed, cancelled] },
    { from: processed, next: [sent, completed, cancelled] },
    { from: sent, next: [completed] },
    { from: completed, next: [] },
    { from: cancelled, next: [] },
  ])('from $from → $next', ({ from, next }) => {
    expect(nextStatuses(from)).toEqual(next);
  });

  it('allows nothing backwards and no cancel once sent', () => {
    expect(isAllowedStatusChange(sent, processed)).toBe(false);
    expect(isAllowedStatusChange(sent, cancelled)).toBe(false);
    expect(isAllowedStatusChange(getPaid, getPaid)).toBe(false);
    expect(isAllowedStatusChange(processed, cancelled)).toBe(true);
  });

  it('lets no seller move an unpaid line; the customer may cancel it, as a paid one until processed', () => {
    for (const to of [getPaid, processed, sent, completed, cancelled]) {
      expect(isAllowedStatusChange(waitingForPayment, to)).toBe(false);
    }
    expect([waitingForPayment, getPaid, processed].map(isCancellableByCustomer)).toEqual([true, true, false]);
  });
});
