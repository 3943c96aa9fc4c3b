import { storeEventSchema, type StoreEvent } from '@spectrum/shared';
import type { Queryable } from '../db/client';

/** The PostgreSQL notification channel store events travel on, between the API's replicas. */
export const STORE_EVENTS_CHANNEL = 'store_events';

/**
 * Announces a change. Call it with the transaction that makes the change: PostgreSQL delivers the notification
 * only when that transaction commits (never when it rolls back), to every process listening on the database.
 */
export async function publishStoreEvent(q: Queryable, event: StoreEvent): Promise<void> {
  const payload = JSON.stringify(storeEventSchema.parse(event));
  await q.query('SELECT pg_notify($1, $2)', [STORE_EVENTS_CHANNEL, payload]);
}
