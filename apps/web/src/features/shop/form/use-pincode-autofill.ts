/**
 * The address form's pincode fills the town and state (issue 23, as Indian
 * shops do): once the pincode is six digits, the place India Post lists for
 * it is asked for (GET /api/pincodes/:pincode) and written into the town and
 * state — only where they are empty or still hold what an earlier pincode
 * filled in, never over what the customer typed or an address being edited
 * already had. Answers the hint to show under the pincode: the place found
 * ("Jaipur, Rajasthan", in the interface language), or the server's "not
 * found" (the customer then types them).
 */
import { useEffect, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { AddressFields } from '@seva/contracts';
import { errorMessage } from '@/lib/api-client';
import { usePlaceName } from '@/lib/place-name';
import { usePincodePlace } from '../api/get-pincode';

export function usePincodeAutofill(form: UseFormReturn<AddressFields>, notFound: string): string | undefined {
  const placeName = usePlaceName();
  const pincode = (useWatch({ control: form.control, name: 'pincode' }) ?? '').trim();
  const place = usePincodePlace(pincode);
  const filled = useRef<{ city: string; state: string } | null>(null);

  useEffect(() => {
    const found = place.data;
    if (!found) return;
    const { city, state } = form.getValues();
    const earlier = filled.current;
    const options = { shouldValidate: true, shouldDirty: true };
    if (!city.trim() || city === earlier?.city) form.setValue('city', found.city, options);
    if (!state || state === earlier?.state) form.setValue('state', found.state, options);
    filled.current = { city: found.city, state: found.state };
  }, [place.data, form]);

  if (place.data) return `${placeName(place.data.city)}, ${placeName(place.data.state)}`;
  if (place.isError) return errorMessage(place.error, notFound);
  return undefined;
}
