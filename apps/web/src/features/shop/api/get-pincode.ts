/**
 * GET /api/pincodes/:pincode (issue 23): the city, state and district a
 * pincode serves, for the address form to fill in. Asked only for six digits
 * (PINCODE_PATTERN); kept for the session, as the answer never changes; a
 * pincode India Post does not list answers 404, which the form shows as a
 * hint, not an error (the customer types the city and state then).
 */
import { useQuery } from '@tanstack/react-query';
import { PINCODE_PATTERN, type PincodeResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';

export const getPincodePlace = (pincode: string) =>
  api.get<PincodeResponse>(`/pincodes/${encodeURIComponent(pincode)}`);

/** The place `pincode` serves once it is six digits (the query is idle before). */
export function usePincodePlace(pincode: string) {
  const valid = PINCODE_PATTERN.test(pincode);
  return useQuery({
    queryKey: ['pincode', pincode],
    queryFn: () => getPincodePlace(pincode),
    enabled: valid,
    staleTime: Infinity,
    retry: false,
  });
}
