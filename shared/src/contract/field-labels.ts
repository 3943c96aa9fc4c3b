/**
 * How a refusal names a field to a person: "The new password must be at least 8 characters." rather than
 * "new_password must be at least 8 characters". Both the store API's field names and the GraphQL input's are
 * here, so the API and the BFF word their refusals the same way.
 */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  body: 'The request',
  flat_rate_fee: 'The Flat Rate fee',
  flatRateFee: 'The Flat Rate fee',
  free_shipping_min: 'The Free shipping minimum',
  freeShippingMinimum: 'The Free shipping minimum',
  pickup_address: 'The pickup address',
  pickupAddress: 'The pickup address',
  tracking_number: 'The tracking number',
  trackingNumber: 'The tracking number',
  input: 'The request',
  id: 'The id',
  email: 'The email',
  password: 'The password',
  new_password: 'The new password',
  newPassword: 'The new password',
  old_password: 'The current password',
  oldPassword: 'The current password',
  code: 'The code',
  roles: 'The role',
  role: 'The role',
  display_name: 'The display name',
  displayName: 'The display name',
  gender: 'The gender',
  store_name: 'The store name',
  storeName: 'The store name',
  store_desc: 'The store description',
  storeDescription: 'The store description',
  image: 'The picture',
  product_name: 'The name',
  name: 'The name',
  description: 'The description',
  price: 'The price',
  stock: 'The stock',
  categories: 'The category list',
  categoryIds: 'The category list',
  brand_id: 'The brand',
  brandId: 'The brand',
  color_id: 'The colour',
  colorId: 'The colour',
  conditions: 'The condition',
  condition: 'The condition',
  images: 'The photos',
  photos: 'The photo list',
  file: 'The photo',
  version: 'The version',
  productList: 'The cart',
  items: 'The cart',
  qty: 'The quantity',
  quantity: 'The quantity',
  productId: 'The product',
  payment_id: 'The payment method',
  paymentId: 'The payment method',
  shipment_id: 'The shipment option',
  shipmentId: 'The shipment option',
  promo_id: 'The promo',
  receiver_name: "The receiver's name",
  receiverName: "The receiver's name",
  address: 'The address',
  phone: 'The phone number',
  status_id: 'The status',
  status: 'The status',
  website: 'The website',
  business_plan: 'The business plan',
  businessPlan: 'The business plan',
  message: 'The message',
  page: 'The page number',
  limit: 'The page size',
  sort: 'The sort order',
  search: 'The search text',
  minPrice: 'The lowest price',
  maxPrice: 'The highest price',
  categoryId: 'The category',
  cursor: 'The page position',
  ids: 'The id list',
  filter: 'The filter',
  upTo: 'The last notification read',
  upToId: 'The last notification read',
  lineId: 'The order line',
  orderId: 'The order',
};

/** "productList.0.qty" → "The quantity of cart line 1"; an unknown name is used as it is. */
export function fieldLabel(path: string): string {
  const segments = path.split('.');
  const named = segments.filter((segment) => !/^\d+$/.test(segment));
  const last = named[named.length - 1] ?? path;
  const label = FIELD_LABELS[last] ?? `The ${last}`;
  const index = segments.findIndex((segment) => /^\d+$/.test(segment));
  if (index < 0) return label;
  const position = Number(segments[index]) + 1;
  const list = segments[index - 1];
  if (list === 'productList' || list === 'items') return `${label} of cart line ${position}`;
  if (list === 'photos') return `${label} in slot ${position}`;
  return `${label} (item ${position})`;
}

/** A refusal of one field as a sentence: fieldSentence('new_password', 'must be at least 8 characters'). */
export function fieldSentence(path: string, predicate: string): string {
  return `${fieldLabel(path)} ${predicate}.`;
}
