import type { Address } from '@seva/contracts';
import { formatIndianMobile } from '@/lib/format';

type AddressLike = Pick<Address, 'name' | 'mobile' | 'houseNo' | 'area' | 'landmark' | 'city' | 'state' | 'pincode'>;

/** An address as Indian couriers print it: name, lines, city – pincode, state, phone. */
export function AddressLines({ address, showName = true }: { address: AddressLike; showName?: boolean }) {
  return (
    <>
      {showName && <span className="block font-semibold text-gray-900">{address.name}</span>}
      <span className="block text-sm text-gray-700">
        {[address.houseNo, address.area, address.landmark].filter(Boolean).join(', ')}
      </span>
      <span className="block text-sm text-gray-700">
        {address.city}, {address.state} – {address.pincode}
      </span>
      <span className="block text-sm text-gray-600">{formatIndianMobile(address.mobile)}</span>
    </>
  );
}
