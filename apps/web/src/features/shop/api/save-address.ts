/**
 * POST /api/e-commerce/add_address `{ userId, ...fields }` and
 * POST /api/e-commerce/update_address `{ userId, addressId, ...fields }`
 * → `{ status, success, message, data: Address }`. One hook for the form:
 * with an `addressId` it updates, without it adds.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddAddressBody, AddressResponse, UpdateAddressBody } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { addressesQueryKey } from './get-addresses';

export const addAddress = (body: AddAddressBody) => api.post<AddressResponse>('/e-commerce/add_address', body);

export const updateAddress = (body: UpdateAddressBody) => api.post<AddressResponse>('/e-commerce/update_address', body);

type SaveAddressInput = { addressId?: string; fields: Omit<AddAddressBody, 'userId'> };

/** Adds or updates an address of the signed-in customer, then reloads the list. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  const userId = useSession().customer?.userid ?? '';
  return useMutation({
    mutationFn: ({ addressId, fields }: SaveAddressInput) =>
      addressId ? updateAddress({ ...fields, userId, addressId }) : addAddress({ ...fields, userId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey(userId) }),
  });
}
