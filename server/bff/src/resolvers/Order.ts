import type {
  NotificationResolvers,
  OrderLineEventResolvers,
  OrderLineResolvers,
  OrderResolvers,
  SellerOrderLineResolvers,
} from '../__generated__/resolvers-types';
import { nextStatuses, type OrderLine as OrderLineData } from '@spectrum/shared';

export const Order: OrderResolvers = {
  createdAt: (order) => order.created_at,
  receiverName: (order) => order.receiver_name,
};

/** The renames every order line shares, as its customer and as its seller see it. */
const orderLineFields = {
  productName: (line: OrderLineData) => line.product_name,
  unitPrice: (line: OrderLineData) => line.unit_price,
  quantity: (line: OrderLineData) => line.qty,
  lineTotal: (line: OrderLineData) => line.line_total,
  status: (line: OrderLineData) => line.status_id,
  statusLabel: (line: OrderLineData) => line.status_name,
  updatedAt: (line: OrderLineData) => line.updated_at,
};

export const OrderLine: OrderLineResolvers = orderLineFields;

export const SellerOrderLine: SellerOrderLineResolvers = {
  ...orderLineFields,
  orderId: (line) => String(line.transaction_id),
  nextStatuses: (line) => nextStatuses(line.status_id),
  receiverName: (line) => line.receiver_name,
  createdAt: (line) => line.created_at,
};

export const OrderLineEvent: OrderLineEventResolvers = {
  from: (event) => event.from_status,
  fromLabel: (event) => event.from_name,
  to: (event) => event.to_status,
  toLabel: (event) => event.to_name,
  changedBy: (event) => (event.changed_by.role === 2 ? 2 : 1),
  changedByName: (event) => event.changed_by.name,
  at: (event) => event.created_at,
};

export const Notification: NotificationResolvers = {
  orderId: (note) => String(note.order_id),
  lineId: (note) => String(note.line_id),
  productName: (note) => note.product_name,
  quantity: (note) => note.qty,
  status: (note) => note.to_status,
  statusLabel: (note) => note.to_status_name,
  createdAt: (note) => note.created_at,
};
