import type { Agent } from 'node:http';
import nodeFetch, { FormData, File, type RequestInit, type Response } from 'node-fetch';
import type { Logger } from 'pino';
import { API_ERROR_CODES } from '@spectrum/shared';
import type {
  ApiErrorCode,
  BrandData,
  CategoryData,
  ColorData,
  ContactBody,
  ContactData,
  CreatedProduct,
  EditableProduct,
  NotificationData,
  UnreadCount,
  FieldError,
  LoginData,
  OrderData,
  PageMeta,
  PaymentData,
  ProductBatchItem,
  ProductDetail,
  ProductFacets,
  ProductListItem,
  ProductPageMeta,
  ProductSitemapEntry,
  ProductSitemapMeta,
  ProfileData,
  QuoteData,
  RegisterData,
  RelatedProduct,
  ResetData,
  SellerOrderLine,
  SellerProductItem,
  ShipmentData,
  WishlistItem,
} from '@spectrum/shared';
import { OverloadedError } from '@spectrum/shared/server/overload';
import { STORE_BUSY_MESSAGE, StoreUnavailableError, UpstreamError } from '../errors';
import { outcomeOfThrow, type UpstreamGuard } from './upstream-guard';

export type FetchFunction = (url: URL | string, init?: RequestInit) => Promise<Response>;

export interface StoreApiOptions {
  /** e.g. http://localhost:4001/api */
  baseUrl: string;
  /** The caller's session token, forwarded as `x-access-token`. */
  token: string | null;
  /** Forwarded as `x-request-id` so one id follows a request through both processes. */
  requestId: string;
  /**
   * The client's address, forwarded as `x-forwarded-for` so that the API's per-address limits count the
   * client and not the BFF (the API believes it only from its TRUSTED_PROXIES).
   */
  clientAddress?: string;
  timeoutMs: number;
  /** Keep-alive agent shared by every request of the process. */
  agent?: Agent;
  /** Admission (bulkhead and circuit breaker) shared by every request of the process. */
  guard?: UpstreamGuard;
  /** Aborts when the client that asked went away: its calls are cancelled, not left to run. */
  signal?: AbortSignal;
  fetch?: FetchFunction;
  logger?: Logger;
}

/** What one successful call answered, the envelope unwrapped. */
export interface StoreAnswer<TData, TMeta = null> {
  data: TData;
  meta: TMeta;
  msg: string;
}

export type Paged<TItem> = StoreAnswer<TItem[], PageMeta>;

/** A file as the BFF forwards it (already read, at most the upload cap). */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  content: Buffer;
}

type QueryValue = string | number | undefined | null;

interface CallOptions {
  query?: Record<string, QueryValue>;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

interface Envelope {
  status?: unknown;
  msg?: unknown;
  data?: unknown;
  meta?: unknown;
  errors?: unknown;
  code?: unknown;
  details?: unknown;
}

const KNOWN_CODES: ReadonlySet<string> = new Set(API_ERROR_CODES);

function errorCodeOf(value: unknown): ApiErrorCode | undefined {
  return typeof value === 'string' && KNOWN_CODES.has(value) ? (value as ApiErrorCode) : undefined;
}

function detailsOf(value: unknown): Record<string, number | string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, number | string] =>
      ['number', 'string'].includes(typeof entry[1]),
    ),
  );
}

function isFieldErrorList(value: unknown): value is FieldError[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as FieldError).field === 'string' &&
        typeof (item as FieldError).message === 'string',
    )
  );
}

function isConnectionReset(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return code === 'ECONNRESET' || code === 'EPIPE';
}

function appendFile(form: FormData, field: string, file: UploadedFile) {
  form.append(field, new File([file.content], file.filename || 'upload', { type: file.mimetype }));
}

function appendText(form: FormData, fields: Record<string, string | number | undefined | null>) {
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
}

/** What resolvers may call (the class's public methods), so tests can hand in a fake. */
export type StoreApiClient = Pick<StoreApi, keyof StoreApi>;

/**
 * The store API (REST-CONTRACT.md) as the BFF sees it: one instance per GraphQL request, one method per
 * route. Answers come back unwrapped; refusals (4xx) as UpstreamError; anything else as StoreUnavailableError.
 */
export class StoreApi {
  private readonly fetch: FetchFunction;

  constructor(private readonly options: StoreApiOptions) {
    this.fetch = options.fetch ?? nodeFetch;
  }

  // ─── Accounts ──────────────────────────────────────────────────────────────

  login(body: { email: string; password: string }) {
    return this.call<LoginData>('POST', '/auth/login', { json: body });
  }

  logout() {
    return this.call<null>('DELETE', '/auth/logout');
  }

  requestPasswordReset(body: { email: string }) {
    return this.call<ResetData | null>('POST', '/auth/reset', { json: body });
  }

  confirmPasswordReset(body: { email: string; code: string; new_password: string }) {
    return this.call<null>('POST', '/auth/reset', { json: body });
  }

  register(body: { email: string; password: string; roles: number }) {
    return this.call<RegisterData>('POST', '/users/register', { json: body });
  }

  profile() {
    return this.call<ProfileData>('GET', '/users/profile');
  }

  editProfile(
    fields: {
      display_name?: string | null;
      gender?: string | null;
      store_name?: string | null;
      store_desc?: string | null;
    },
    image: UploadedFile | undefined,
  ) {
    const form = new FormData();
    appendText(form, fields);
    if (image) appendFile(form, 'image', image);
    return this.call<ProfileData>('PATCH', '/users/profile/edit', { form });
  }

  editPassword(body: { old_password: string; new_password: string }) {
    return this.call<null>('PATCH', '/users/editpwd', { json: body });
  }

  // ─── Catalogue ─────────────────────────────────────────────────────────────

  categories() {
    return this.call<CategoryData[]>('GET', '/categories');
  }

  brands() {
    return this.call<BrandData[]>('GET', '/brands');
  }

  colors() {
    return this.call<ColorData[]>('GET', '/colors');
  }

  payments() {
    return this.call<PaymentData[]>('GET', '/payments');
  }

  shipments() {
    return this.call<ShipmentData[]>('GET', '/shipments');
  }

  products(query: {
    page?: number;
    limit?: number;
    sort?: string;
    search?: string | null;
    minPrice?: number | null;
    maxPrice?: number | null;
    categoryId?: number;
    brandId?: number;
    colorId?: number;
    cursor?: string | null;
    /** 'true' also answers the facet counts (`meta.facets`). */
    facets?: 'true';
  }) {
    return this.call<ProductListItem[], ProductPageMeta>('GET', '/products', { query });
  }

  /** Facet counts for the list's search and filters (each facet under the other filters). */
  productFacets(query: {
    search?: string | null;
    minPrice?: number | null;
    maxPrice?: number | null;
    categoryId?: number;
    brandId?: number;
    colorId?: number;
  }) {
    return this.call<ProductFacets>('GET', '/products/facets', { query });
  }

  /** The batch lookup behind the product loader: live or sold-out products, in the asked order. */
  productsByIds(ids: readonly number[]) {
    return this.call<ProductBatchItem[]>('GET', '/products', { query: { ids: ids.join(',') } });
  }

  /** Unarchived product ids after `after`, up to `through`, in id order (the sitemap's pages). */
  productSitemap(query: { after: number; through: number; limit: number }) {
    return this.call<ProductSitemapEntry[], ProductSitemapMeta>('GET', '/products/sitemap', { query });
  }

  productDetail(id: number) {
    return this.call<ProductDetail>('GET', `/products/details/${id}`);
  }

  relatedProducts(id: number) {
    return this.call<RelatedProduct[]>('GET', `/products/related/${id}`);
  }

  // ─── Seller ────────────────────────────────────────────────────────────────

  sellerProducts(query: { filter?: string; page?: number; limit?: number }) {
    return this.call<SellerProductItem[], PageMeta>('GET', '/products/seller', { query });
  }

  createProduct(
    fields: {
      product_name: string;
      description: string;
      price: number;
      stock: number;
      categories: string;
      brand_id: number;
      color_id: number;
      conditions: string;
    },
    images: readonly UploadedFile[],
  ) {
    const form = new FormData();
    appendText(form, fields);
    for (const image of images) appendFile(form, 'images', image);
    return this.call<CreatedProduct>('POST', '/products/new', { form });
  }

  editableProduct(id: number) {
    return this.call<EditableProduct>('GET', `/products/mine/${id}`);
  }

  /** Without new files the edit goes as JSON; with them as multipart, the files in `images` in slot order. */
  updateProduct(
    id: number,
    fields: {
      version: number;
      product_name?: string;
      description?: string;
      price?: number;
      stock?: number;
      categories?: string;
      brand_id?: number;
      color_id?: number;
      conditions?: string;
      photos?: string;
    },
    images: readonly UploadedFile[],
  ) {
    if (images.length === 0) return this.call<EditableProduct>('PATCH', `/products/${id}`, { json: fields });
    const form = new FormData();
    appendText(form, fields);
    for (const image of images) appendFile(form, 'images', image);
    return this.call<EditableProduct>('PATCH', `/products/${id}`, { form });
  }

  restockProduct(id: number, stock: number) {
    return this.call<EditableProduct>('POST', `/products/${id}/restock`, { json: { stock } });
  }

  restoreProduct(id: number) {
    return this.call<EditableProduct>('POST', `/products/${id}/restore`);
  }

  deleteProduct(id: number) {
    return this.call<{ id: number } | null>('DELETE', `/products/delete/${id}`);
  }

  sellerOrders(query: { status?: number; page?: number; limit?: number }) {
    return this.call<SellerOrderLine[], PageMeta>('GET', '/transactions/seller', { query });
  }

  updateLineStatus(lineId: number, statusId: number) {
    return this.call<SellerOrderLine>('PATCH', `/transactions/status/${lineId}`, { json: { status_id: statusId } });
  }

  // ─── Shopper ───────────────────────────────────────────────────────────────

  quote(body: { productList: { productId: number; qty: number }[] }) {
    return this.call<QuoteData>('POST', '/transactions/quote', { json: body });
  }

  createTransaction(
    body: {
      productList: { productId: number; qty: number }[];
      payment_id: number;
      shipment_id?: number;
      receiver_name: string;
      address: string;
      phone: string;
    },
    idempotencyKey: string | null | undefined,
  ) {
    const headers: Record<string, string> = idempotencyKey != null ? { 'idempotency-key': idempotencyKey } : {};
    return this.call<OrderData>('POST', '/transactions/new', { json: body, headers });
  }

  orderHistory(query: { page?: number; limit?: number }) {
    return this.call<OrderData[], PageMeta>('GET', '/transactions/history', { query });
  }

  order(id: number) {
    return this.call<OrderData>('GET', `/transactions/orders/${id}`);
  }

  cancelOrder(id: number) {
    return this.call<OrderData>('POST', `/transactions/orders/${id}/cancel`);
  }

  cancelOrderLine(lineId: number) {
    return this.call<OrderData>('POST', `/transactions/lines/${lineId}/cancel`);
  }

  // ─── Everyone ──────────────────────────────────────────────────────────────

  notifications(query: { page?: number; limit?: number }) {
    return this.call<NotificationData[], PageMeta & { unread: number }>('GET', '/notifications', { query });
  }

  unreadNotifications() {
    return this.call<UnreadCount>('GET', '/notifications/unread');
  }

  markNotificationsRead(upTo: number | undefined) {
    return this.call<UnreadCount>('POST', '/notifications/read', { json: upTo === undefined ? {} : { upTo } });
  }

  wishlist() {
    return this.call<WishlistItem[]>('GET', '/wishlist');
  }

  addToWishlist(productId: number) {
    return this.call<WishlistItem>('POST', `/wishlist/${productId}`);
  }

  removeFromWishlist(productId: number) {
    return this.call<null>('DELETE', `/wishlist/${productId}`);
  }

  sendContactMessage(body: ContactBody) {
    return this.call<ContactData>('POST', '/contactus', { json: body });
  }

  // ─── Transport ─────────────────────────────────────────────────────────────

  private url(path: string, query: CallOptions['query']): URL {
    const url = new URL(`${this.options.baseUrl}${path}`);
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null && value !== '') url.searchParams.set(name, String(value));
    }
    return url;
  }

  /**
   * One HTTP exchange, admitted by the guard first. A GET that meets a reset connection (a kept-alive socket the
   * API closed just as it was reused) is sent once more; nothing else is retried, and never a write.
   */
  private async send(
    url: URL,
    init: Pick<RequestInit, 'method' | 'headers' | 'body'>,
    retried = false,
  ): Promise<{ status: number; text: string; retryAfterSeconds: number | undefined }> {
    const clientSignal = this.options.signal;
    const pass = await this.options.guard?.admit(clientSignal);
    const timeout = AbortSignal.timeout(this.options.timeoutMs);
    try {
      const response = await this.fetch(url, {
        ...init,
        agent: this.options.agent,
        signal: clientSignal ? AbortSignal.any([clientSignal, timeout]) : timeout,
        redirect: 'error',
      });
      const text = await response.text();
      pass?.settle(response.status >= 500 ? 'failed' : response.status >= 400 ? 'refused' : 'ok');
      const retryAfter = Number(response.headers.get('retry-after'));
      return {
        status: response.status,
        text,
        retryAfterSeconds: Number.isSafeInteger(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
      };
    } catch (error) {
      pass?.settle(outcomeOfThrow(clientSignal, timeout));
      if (!retried && !clientSignal?.aborted && init.method === 'GET' && isConnectionReset(error)) {
        return this.send(url, init, true);
      }
      throw error;
    }
  }

  private async call<TData, TMeta = null>(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<StoreAnswer<TData, TMeta>> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-request-id': this.options.requestId,
      ...options.headers,
    };
    if (this.options.token) headers['x-access-token'] = this.options.token;
    if (this.options.clientAddress) headers['x-forwarded-for'] = this.options.clientAddress;
    let body: string | FormData | undefined;
    if (options.form) body = options.form;
    else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }

    const url = this.url(path, options.query);
    let status: number;
    let text: string;
    let retryAfterSeconds: number | undefined;
    try {
      ({ status, text, retryAfterSeconds } = await this.send(url, { method, headers, body }));
    } catch (error) {
      if (error instanceof OverloadedError) {
        // Refused here without calling: the API is known to be down (open circuit), or too many calls wait.
        const message = error.reason === 'circuit_open' ? undefined : STORE_BUSY_MESSAGE;
        throw new StoreUnavailableError(error.retryAfterSeconds, message);
      }
      if (this.options.signal?.aborted) {
        this.options.logger?.debug({ method, path }, 'client went away; store API call cancelled');
      } else {
        this.options.logger?.warn({ err: error, method, path }, 'store API did not answer');
      }
      throw new StoreUnavailableError();
    }

    let envelope: Envelope | undefined;
    try {
      envelope = text ? (JSON.parse(text) as Envelope) : undefined;
    } catch {
      envelope = undefined;
    }
    if (status >= 500 || !envelope || typeof envelope !== 'object') {
      this.options.logger?.warn({ method, path, status }, 'store API failed');
      throw status === 503 ? new StoreUnavailableError(1, STORE_BUSY_MESSAGE) : new StoreUnavailableError();
    }
    if (status >= 400) {
      const msg = typeof envelope.msg === 'string' ? envelope.msg : `Request refused (${status})`;
      throw new UpstreamError(
        status,
        msg,
        isFieldErrorList(envelope.errors) ? envelope.errors : [],
        errorCodeOf(envelope.code),
        detailsOf(envelope.details),
        retryAfterSeconds,
      );
    }
    return {
      data: (envelope.data ?? null) as TData,
      meta: (envelope.meta ?? null) as TMeta,
      msg: typeof envelope.msg === 'string' ? envelope.msg : '',
    };
  }
}
