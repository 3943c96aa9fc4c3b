import type { BrandData, ColorData, PaymentData, ShipmentData } from '@spectrum/shared';

export interface ReferenceLists {
  brands: BrandData[];
  colors: ColorData[];
  payments: PaymentData[];
  shipments: ShipmentData[];
}

export const REFERENCE_TTL_MS = 5 * 60 * 1000;

/**
 * The fixed reference lists change only when a new store API is deployed (it writes them from
 * @spectrum/shared on start), yet most pages ask for one. One copy per BFF process, reloaded after
 * `ttlMs`, saves those REST calls; a failed load is forgotten at once so the next request tries again.
 * Categories are not here: their product counts change with every sale.
 */
export class ReferenceCache {
  private readonly entries = new Map<keyof ReferenceLists, { expiresAt: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs = REFERENCE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get<List extends keyof ReferenceLists>(
    list: List,
    load: () => Promise<ReferenceLists[List]>,
  ): Promise<ReferenceLists[List]> {
    const cached = this.entries.get(list);
    if (cached && cached.expiresAt > this.now()) return cached.value as Promise<ReferenceLists[List]>;
    const value = load();
    const entry = { expiresAt: this.now() + this.ttlMs, value };
    this.entries.set(list, entry);
    value.catch(() => {
      if (this.entries.get(list) === entry) this.entries.delete(list);
    });
    return value;
  }
}
