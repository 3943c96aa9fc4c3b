import type {
  CartQuoteLineResolvers,
  CartQuoteResolvers,
  CartQuoteSellerResolvers,
  ShippingChoiceResolvers,
} from '../__generated__/resolvers-types';
import { shipmentById } from './Order';

export const CartQuote: CartQuoteResolvers = {
  shipmentAvailable: (quote) => quote.shipment_available,
  allAvailable: (quote) => quote.lines.every((line) => line.available),
  unavailableLines: (quote) => quote.lines.filter((line) => !line.available),
};

export const CartQuoteLine: CartQuoteLineResolvers = {
  productName: (line) => line.product_name,
  quantity: (line) => line.qty,
  lineTotal: (line) => line.line_total,
};

export const CartQuoteSeller: CartQuoteSellerResolvers = {
  sellerId: (seller) => String(seller.seller_id),
  storeName: (seller) => seller.store_name,
};

export const ShippingChoice: ShippingChoiceResolvers = {
  shipment: (choice) => shipmentById(choice.shipment_id),
};
