import type { BrandRef, ColorRef, OrderStatusRef, PaymentRef, ShipmentRef } from '../constants';

/** GET /categories → data[] */
export interface CategoryData {
  id: number;
  category_name: string;
  /** Live products (not archived, in stock) in this category. */
  total_product: number;
}
export type BrandData = BrandRef;
export type ColorData = ColorRef;
export type PaymentData = PaymentRef;
export type ShipmentData = ShipmentRef;
export type OrderStatusData = OrderStatusRef;

/** GET /health → data */
export interface HealthData {
  ok: true;
  database: 'up';
}
