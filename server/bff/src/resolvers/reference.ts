import type {
  BrandResolvers,
  ColorResolvers,
  PaymentResolvers,
  SellerResolvers,
  ShipmentResolvers,
} from '../__generated__/resolvers-types';

export const Brand: BrandResolvers = { name: (brand) => brand.brand_name };

export const Color: ColorResolvers = { name: (color) => color.color_name };

export const Payment: PaymentResolvers = { name: (payment) => payment.payment_name };

export const Shipment: ShipmentResolvers = { name: (shipment) => shipment.shipment_name };

export const Seller: SellerResolvers = {
  displayName: (seller) => seller.display_name,
  storeName: (seller) => seller.store_name,
  storeDescription: (seller) => seller.store_desc,
  // The product answer that named the seller carries its store's rating (kept on the seller's row).
  rating: (seller) => seller.rating,
};
