/**
 * Fixed reference lists and limits that the API, the BFF and the web must agree on. Rules with logic (tax, phone
 * numbers, status moves, the product list's order) are in rules/; the server's own limits (rate limits, sessions)
 * in server/api/src/config.ts. docs/rules.md lists where each rule lives.
 */

export const ROLES = { customer: 1, seller: 2 } as const;
export type RoleId = (typeof ROLES)[keyof typeof ROLES];
export const ROLE_NAMES: Record<RoleId, string> = { 1: 'customer', 2: 'seller' };
export function isRoleId(value: unknown): value is RoleId {
  return value === ROLES.customer || value === ROLES.seller;
}

export interface ColorRef {
  id: number;
  color_name: string;
  hex: string;
}
export const COLORS: readonly ColorRef[] = [
  { id: 1, color_name: 'Luxor Gold', hex: '#a8872c' },
  { id: 2, color_name: 'Ship Cove', hex: '#7888b8' },
  { id: 3, color_name: 'Armadillo', hex: '#443d35' },
  { id: 4, color_name: 'East Bay', hex: '#3f5078' },
  { id: 5, color_name: 'Hippe Green', hex: '#5a8a4a' },
  { id: 6, color_name: 'Fuel Yellow', hex: '#eca927' },
];

export interface BrandRef {
  id: number;
  brand_name: string;
}
export const BRANDS: readonly BrandRef[] = [
  { id: 1, brand_name: 'Nordhaus' },
  { id: 2, brand_name: 'Kayu Studio' },
  { id: 3, brand_name: 'Linea' },
  { id: 4, brand_name: 'Oakline' },
  { id: 5, brand_name: 'Rumah Co.' },
];

const brandsById = new Map(BRANDS.map((brand) => [brand.id, brand]));
const colorsById = new Map(COLORS.map((color) => [color.id, color]));

/**
 * A brand or colour of the reference lists by id. The database's brands and colors tables mirror these lists
 * (server/api/src/db/migrate.ts upserts them at every start), so a product's brand and colour are named from here.
 */
export const brandById = (id: number): BrandRef | undefined => brandsById.get(id);
export const colorById = (id: number): ColorRef | undefined => colorsById.get(id);

export interface PaymentRef {
  id: number;
  payment_name: string;
}
export const PAYMENTS: readonly PaymentRef[] = [
  { id: 1, payment_name: 'BCA' },
  { id: 2, payment_name: 'BNI' },
  { id: 3, payment_name: 'BRI' },
  { id: 4, payment_name: 'MANDIRI' },
];

export interface ShipmentRef {
  id: number;
  shipment_name: string;
}
export const SHIPMENTS: readonly ShipmentRef[] = [
  { id: 1, shipment_name: 'Flat Rate' },
  { id: 2, shipment_name: 'Free shipping' },
  { id: 3, shipment_name: 'Local Pick Up' },
];
export const SHIPMENT = { flatRate: 1, freeShipping: 2, localPickUp: 3 } as const;
export type ShipmentId = (typeof SHIPMENT)[keyof typeof SHIPMENT];

export interface PromoRef {
  id: number;
  promo_name: string;
}
/** The spec sends promo_id 1 with every checkout; promos themselves are not described, so 1 means "no promo". */
export const PROMOS: readonly PromoRef[] = [{ id: 1, promo_name: 'No promo' }];

export const ORDER_STATUS = {
  /** Placed, not paid yet: the payment instructions are on the order; it expires at its deadline. */
  waitingForPayment: 6,
  getPaid: 1,
  processed: 2,
  sent: 3,
  completed: 4,
  cancelled: 5,
} as const;
export type OrderStatusId = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export interface OrderStatusRef {
  id: OrderStatusId;
  status_name: string;
}
/** In the order a line goes through them; 'Waiting for Payment' came later, so its id is 6. */
export const ORDER_STATUSES: readonly OrderStatusRef[] = [
  { id: 6, status_name: 'Waiting for Payment' },
  { id: 1, status_name: 'Get Paid' },
  { id: 2, status_name: 'Processed' },
  { id: 3, status_name: 'Sent' },
  { id: 4, status_name: 'Completed' },
  { id: 5, status_name: 'Order Cancel' },
];

export const CONDITIONS = ['new', 'second'] as const;
export type Condition = (typeof CONDITIONS)[number];

export const PRODUCT_SORTS = ['newest', 'oldest', 'priciest', 'cheapest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/**
 * Orders the product list accepts: the four above, `rating` (top rated: best average first, then most reviews)
 * and `relevance` (search matches in the name first), which is the default when a search is given (`newest`
 * otherwise).
 */
export const PRODUCT_LIST_SORTS = [...PRODUCT_SORTS, 'rating', 'relevance'] as const;
export type ProductListSort = (typeof PRODUCT_LIST_SORTS)[number];

export const SELLER_PRODUCT_FILTERS = ['archived', 'sold-out'] as const;
export type SellerProductFilter = (typeof SELLER_PRODUCT_FILTERS)[number];

export const LIMITS = {
  productPageSize: 6,
  maxPageSize: 100,
  maxBatchIds: 100,
  /** The most photos one product may have: the API refuses more, the seller's photo picker stops there. */
  maxProductPhotos: 5,
  maxUploadBytes: 5 * 1024 * 1024,
  /** The most megapixels a photo may have (docs/security.md, "Uploads"). */
  maxImageMegapixels: 25,
  commentMaxLength: 200,
  relatedProducts: 8,
  /** Most product ids one GET /products/sitemap answer lists. */
  maxSitemapPageSize: 5_000,
  /** Most URLs in one sitemap file (the sitemaps.org limit). */
  sitemapFileUrls: 50_000,
  /** A search counts its matches (total and facets) exactly up to this many; beyond, counts are lower bounds. */
  searchCountLimit: 300,
  /** The longest product search text, in characters (the API refuses longer; the web cuts it). */
  searchMaxLength: 100,
  /** The header's search box suggests at most this many products, categories and brands together. */
  maxSuggestions: 8,
  /** Characters typed before the header's search box suggests anything. */
  suggestFromLength: 2,
  /** The longest page cursor (`nextCursor`/`prevCursor` of a product page), in characters. */
  cursorMaxLength: 300,
  /** The highest price (rupiah) and stock a seller may give a product. */
  /** A product's price in whole rupiah: never free. */
  minProductPrice: 1,
  maxProductPrice: 1_000_000_000,
  maxProductStock: 1_000_000,
  /** A password's length, in characters (the API refuses others; the forms say the minimum). */
  passwordMinLength: 8,
  passwordMaxLength: 128,
  otpLength: 6,
  otpTtlMinutes: 10,
  otpMaxAttempts: 5,
  maxCartQuantity: 999,
  /** An order's receiver name and delivery address, in characters (checkout form and API alike). */
  receiverNameMaxLength: 100,
  addressMaxLength: 500,
  /** The most addresses a customer's address book keeps (the API refuses another; the form says so). */
  maxSavedAddresses: 20,
  /** The longest chat message, in characters (the API refuses longer; the message box stops there). */
  messageMaxLength: 2000,
  /** Messages per page of a conversation (older ones page in as the reader scrolls up). */
  messagePageSize: 30,
  /** A review's title and text, and a seller's reply, in characters (form and API alike). */
  reviewTitleMaxLength: 120,
  reviewBodyMaxLength: 4000,
  reviewReplyMaxLength: 2000,
  /** The most photos one review may have (issue 30: "up to 3 photos"). */
  maxReviewPhotos: 3,
  /** Reviews on one page of a product's Review tab (and of the store's newest reviews). */
  reviewPageSize: 10,
  /** Reports by this many different people hide a review until a moderator decides. */
  reviewReportsToHide: 3,
  /** A carrier's tracking number given when a line is marked Sent. */
  trackingNumberMaxLength: 40,
} as const;

export const STORAGE_KEYS = {
  token: 'token',
  persistedState: 'persist:spectrum',
  resetEmail: 'resetEmail',
} as const;
