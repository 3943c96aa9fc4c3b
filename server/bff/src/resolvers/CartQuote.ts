import type { CartQuoteLineResolvers, CartQuoteResolvers } from '../__generated__/resolvers-types';

export const CartQuote: CartQuoteResolvers = {
  allAvailable: (quote) => quote.lines.every((line) => line.available),
  unavailableLines: (quote) => quote.lines.filter((line) => !line.available),
};

export const CartQuoteLine: CartQuoteLineResolvers = {
  productName: (line) => line.product_name,
  quantity: (line) => line.qty,
  lineTotal: (line) => line.line_total,
};
