import type {
  NotificationResolvers,
  OrderLineEventResolvers,
  OrderLineResolvers,
  OrderResolvers,
  OrderShippingResolvers,
  PaymentInstructionsResolvers,
  SellerOrderLineResolvers,
  ShippingOfferResolvers,
} from '../__generated__/resolvers-types';
import { nextStatuses, SHIPMENTS, type OrderLine as OrderLineData } from '@spectrum/shared';

/** A shipment option by id, as the `Shipment` type reads it. */
export const shipmentById = (id: number) => ({
  id,
  shipment_name: SHIPMENTS.find((shipment) => shipment.id === id)?.shipment_name ?? String(id),
});

export const Order: OrderResolvers = {
  createdAt: (order) => order.created_at,
  receiverName: (order) => order.receiver_name,
  paymentState: (order) => order.payment_state,
  paymentDeadline: (order) => order.payment_deadline,
  paidAt: (order) => order.paid_at,
  canSimulatePayment: (order) => order.simulate_payment,
  shippingBySeller: (order) => order.shipping_by_seller,
};

export const PaymentInstructions: PaymentInstructionsResolvers = {
  virtualAccount: (instructions) => instructions.virtual_account,
};

export const OrderShipping: OrderShippingResolvers = {
  sellerId: (part) => String(part.seller_id),
  storeName: (part) => part.store_name,
  shipment: (part) => shipmentById(part.shipment_id),
  pickupAddress: (part) => part.pickup_address,
};

export const ShippingOffer: ShippingOfferResolvers = {
  flatRateFee: (offer) => offer.flat_rate_fee,
  freeShippingMinimum: (offer) => offer.free_shipping_min,
  pickupAddress: (offer) => offer.pickup_address,
};

/** The renames every order line shares, as its customer and as its seller see it. */
const orderLineFields = {
  productName: (line: OrderLineData) => line.product_name,
  unitPrice: (line: OrderLineData) => line.unit_price,
  quantity: (line: OrderLineData) => line.qty,
  lineTotal: (line: OrderLineData) => line.line_total,
  status: (line: OrderLineData) => line.status_id,
  statusLabel: (line: OrderLineData) => line.status_name,
  trackingNumber: (line: OrderLineData) => line.tracking_number,
  updatedAt: (line: OrderLineData) => line.updated_at,
};

export const OrderLine: OrderLineResolvers = orderLineFields;

export const SellerOrderLine: SellerOrderLineResolvers = {
  ...orderLineFields,
  orderId: (line) => String(line.transaction_id),
  nextStatuses: (line) => nextStatuses(line.status_id),
  receiverName: (line) => line.receiver_name,
  paymentState: (line) => line.payment_state,
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
  orderId: (note) => (note.order_id === null ? null : String(note.order_id)),
  lineId: (note) => (note.line_id === null ? null : String(note.line_id)),
  reviewId: (note) => (note.review_id === null ? null : String(note.review_id)),
  productId: (note) => (note.productId === null ? null : String(note.productId)),
  conversationId: (note) => (note.conversationId === null ? null : String(note.conversationId)),
  productName: (note) => note.product_name,
  quantity: (note) => note.qty,
  status: (note) => note.to_status,
  statusLabel: (note) => note.to_status_name,
  createdAt: (note) => note.created_at,
};
