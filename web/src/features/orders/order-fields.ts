import { graphql } from '../../__generated__/gql';
import type { OrderFieldsFragment } from '../../__generated__/graphql';

export const ORDER_FIELDS = graphql(`
  fragment OrderFields on Order {
    id
    createdAt
    ...DeliveryFields
    subtotal
    tax
    shipping
    total
    paymentState
    money {
      cancelled {
        total
      }
      paid
      refunded
      due
    }
    lines {
      id
      productId
      ...BoughtLineFields
      trackingNumber
      updatedAt
    }
  }
`);

export type OrderSummary = OrderFieldsFragment;

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_FORMAT.format(date);
}
