/** POST /api/e-commerce/delete_address `{ userId, addressId }` → `{ status, success, message }`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAddressResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { addressesQueryKey } from './get-addresses';

export const deleteAddress = (body: { userId: string; addressId: string }) =>
  api.post<DeleteAddressResponse>('/e-commerce/delete_address', body);

/** Deletes one of the signed-in customer's addresses, then reloads the list. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  const userId = useSession().customer?.userid ?? '';
  return useMutation({
    mutationFn: (addressId: string) => deleteAddress({ userId, addressId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey(userId) }),
  });
}
