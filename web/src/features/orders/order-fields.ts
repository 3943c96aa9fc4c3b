import { graphql } from '../../__generated__/gql';
import type { OrderFieldsFragment } from '../../__generated__/graphql';

export const ORDER_FIELDS = graphql(`
  fragment OrderFields on Order {
    id
    createdAt
    receiverName
    address
    phone
    payment {
      id
      name
    }
    shipment {
      id
      name
    }
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
      productName
      image
      unitPrice
      quantity
      lineTotal
      status
      statusLabel
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
