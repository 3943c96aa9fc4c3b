import { SHIPMENTS } from '@spectrum/shared/constants';
import { useCallback, useState } from 'react';

const SHIPMENT_KEY = 'spectrum:shipment';
export const DEFAULT_SHIPMENT_ID = String(SHIPMENTS[0]?.id ?? 1);

function read(): string {
  try {
    return globalThis.sessionStorage?.getItem(SHIPMENT_KEY) || DEFAULT_SHIPMENT_ID;
  } catch {
    return DEFAULT_SHIPMENT_ID;
  }
}

/** The shipment picked in the cart travels to checkout within this tab. */
export function useShipmentChoice(): [string, (shipmentId: string) => void] {
  const [shipmentId, setShipmentId] = useState(read);
  const choose = useCallback((next: string) => {
    setShipmentId(next);
    try {
      globalThis.sessionStorage?.setItem(SHIPMENT_KEY, next);
    } catch {
      // Without storage the choice still holds on this page.
    }
  }, []);
  return [shipmentId, choose];
}

export function clearShipmentChoice(): void {
  try {
    globalThis.sessionStorage?.removeItem(SHIPMENT_KEY);
  } catch {
    // Nothing to clear.
  }
}
