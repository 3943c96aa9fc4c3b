import { z } from 'zod';
import { ORDER_STATUSES } from '../constants';
import { defineRoute } from './route';

export const categoryData = z
  .object({
    id: z.int(),
    category_name: z.string(),
    total_product: z.int().describe('Live products (not archived, in stock) in this category.'),
  })
  .meta({ id: 'Category' });
export type CategoryData = z.infer<typeof categoryData>;

export const brandData = z.object({ id: z.int(), brand_name: z.string() }).meta({ id: 'Brand' });
export type BrandData = z.infer<typeof brandData>;

export const colorData = z
  .object({ id: z.int(), color_name: z.string(), hex: z.string().describe('`#rrggbb`.') })
  .meta({ id: 'Color' });
export type ColorData = z.infer<typeof colorData>;

export const paymentData = z.object({ id: z.int(), payment_name: z.string() }).meta({ id: 'Payment' });
export type PaymentData = z.infer<typeof paymentData>;

export const shipmentData = z.object({ id: z.int(), shipment_name: z.string() }).meta({ id: 'Shipment' });
export type ShipmentData = z.infer<typeof shipmentData>;

export const orderStatusId = z
  .literal(ORDER_STATUSES.map((status) => status.id))
  .describe(ORDER_STATUSES.map((status) => `${status.id} ${status.status_name}`).join(', '))
  .meta({ id: 'OrderStatusId' });

export const orderStatusData = z.object({ id: orderStatusId, status_name: z.string() }).meta({ id: 'OrderStatus' });
export type OrderStatusData = z.infer<typeof orderStatusData>;

export const healthData = z.object({ ok: z.literal(true), database: z.literal('up') }).meta({ id: 'Health' });
export type HealthData = z.infer<typeof healthData>;

const referenceList = <Item extends z.ZodType>(path: `/${string}`, what: string, item: Item) =>
  defineRoute({
    method: 'GET',
    path,
    summary: `The fixed list of ${what}.`,
    access: 'public',
    data: z.array(item),
    errors: [],
  });

export const catalogRoutes = {
  categories: defineRoute({
    method: 'GET',
    path: '/categories',
    summary: 'Every category with its count of live products.',
    access: 'public',
    data: z.array(categoryData),
    errors: [],
  }),
  brands: referenceList('/brands', 'brands (ids 1–5)', brandData),
  colors: referenceList('/colors', 'product colours (ids 1–6)', colorData),
  payments: referenceList('/payments', 'payment banks (ids 1–4)', paymentData),
  shipments: referenceList('/shipments', 'shipping choices (ids 1–3)', shipmentData),
  orderStatuses: referenceList('/order-statuses', 'order-line statuses', orderStatusData),
  health: defineRoute({
    method: 'GET',
    path: '/health',
    summary: 'Liveness, with a database round trip.',
    access: 'public',
    data: healthData,
    errors: [],
  }),
};
