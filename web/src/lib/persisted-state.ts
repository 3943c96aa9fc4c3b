import { STORAGE_KEYS } from '@spectrum/shared/constants';

/** How long rendering may wait for the saved state before starting empty. */
export const RESTORE_TIMEOUT_MS = 5000;

export interface PersistedUser {
  id: number;
  email: string;
  role: number;
}

/**
 * One cart line, shaped like the client schema's `CartItem` (local-schema.graphql): the id and quantity
 * to order, and a snapshot (name, photo, price, stock) to show until the server's quote arrives.
 */
export interface CartLine {
  productId: string;
  productName: string;
  image: string | null;
  price: number;
  quantity: number;
  stock: number;
}

/** Everything kept across reloads under 'persist:spectrum'; each feature owns one slice. */
export interface PersistedState {
  user: PersistedUser | null;
  searchText: string;
  cart: CartLine[];
}

export const EMPTY_PERSISTED_STATE: PersistedState = { user: null, searchText: '', cart: [] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toUser(value: unknown): PersistedUser | null {
  if (!isRecord(value)) return null;
  const id = Number(value.id);
  const role = Number(value.role);
  if (!Number.isInteger(id) || typeof value.email !== 'string' || !Number.isInteger(role)) return null;
  return { id, email: value.email, role };
}

function toCartItem(value: unknown): CartLine | null {
  if (!isRecord(value)) return null;
  const { productId } = value;
  const price = Number(value.price);
  const quantity = Number(value.quantity);
  const stock = Number(value.stock);
  if (typeof productId !== 'string' && typeof productId !== 'number') return null;
  // A line at 0 (kept by earlier versions) is not orderable, so it is not restored.
  if (!Number.isFinite(price) || !Number.isInteger(quantity) || quantity < 1) return null;
  return {
    productId: String(productId),
    productName: typeof value.productName === 'string' ? value.productName : '',
    image: typeof value.image === 'string' ? value.image : null,
    price,
    quantity,
    stock: Number.isInteger(stock) ? stock : quantity,
  };
}

/** Parses what a previous visit saved; anything unreadable falls back to the empty slice. */
export function parsePersistedState(raw: string | null): PersistedState {
  if (!raw) return { ...EMPTY_PERSISTED_STATE };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ...EMPTY_PERSISTED_STATE };
  }
  if (!isRecord(parsed)) return { ...EMPTY_PERSISTED_STATE };
  const cart = Array.isArray(parsed.cart)
    ? parsed.cart.map(toCartItem).filter((item): item is CartLine => item !== null)
    : [];
  return {
    user: toUser(parsed.user),
    searchText: typeof parsed.searchText === 'string' ? parsed.searchText : '',
    cart,
  };
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Some privacy modes throw on any access to localStorage.
    return null;
  }
}

export function readPersistedState(): PersistedState {
  return parsePersistedState(storage()?.getItem(STORAGE_KEYS.persistedState) ?? null);
}

export function writePersistedState(state: PersistedState): void {
  try {
    storage()?.setItem(STORAGE_KEYS.persistedState, JSON.stringify(state));
  } catch {
    // A full or blocked storage only costs persistence across reloads; the session keeps working.
  }
}

/** Read-modify-write of the saved object, so one feature never overwrites another's slice. */
export function updatePersistedState(update: (previous: PersistedState) => PersistedState): PersistedState {
  const next = update(readPersistedState());
  writePersistedState(next);
  return next;
}

/**
 * Resolves with the saved state, or with the empty state when reading takes longer than
 * `timeoutMs`; the app renders only after this settles.
 */
export function restorePersistedState(timeoutMs = RESTORE_TIMEOUT_MS): Promise<PersistedState> {
  const read = new Promise<PersistedState>((resolve) => resolve(readPersistedState()));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<PersistedState>((resolve) => {
    timer = setTimeout(() => resolve({ ...EMPTY_PERSISTED_STATE }), timeoutMs);
  });
  return Promise.race([read, timeout]).finally(() => clearTimeout(timer));
}
