import { useSyncExternalStore } from 'react';
import { createExternalStore } from './external-store';

/** Whether the live socket (GraphQL subscriptions) is connected; polling stands in while it is not. */
const connected = createExternalStore<boolean>(false);

export const setLiveConnected = connected.set;

export function useLiveConnected(): boolean {
  return useSyncExternalStore(connected.subscribe, connected.get, () => false);
}
