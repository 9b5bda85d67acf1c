/**
 * Prasad delivery is on by default: once the customer's saved addresses have
 * loaded, the newest (the one the shop's checkout also picks first) is chosen
 * for the prasad box. It is chosen once, so "No prasad delivery" or another
 * address the customer picks afterwards stays; with no saved address nothing
 * is chosen.
 */
import { useEffect, useRef } from 'react';
import { useSavedAddresses } from '../api/get-addresses';

/** Calls `choose(addressId)` once with the newest saved address, when there is one. */
export function useDefaultPrasadAddress(choose: (addressId: string) => void): void {
  const newest = useSavedAddresses().data?.[0]?._id;
  const chosen = useRef(false);
  useEffect(() => {
    if (!newest || chosen.current) return;
    chosen.current = true;
    choose(newest);
  }, [newest, choose]);
}
