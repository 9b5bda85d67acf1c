/**
 * The address form's values: the contract's addressFieldsSchema (the rules
 * the server applies) as the inputs hold them (AddressFields) and as it
 * parses them (AddressOutput, the mobile normalised).
 */
import type { z } from 'zod';
import type { Address, AddressFields, addressFieldsSchema } from '@seva/contracts';

export type AddressOutput = z.output<typeof addressFieldsSchema>;

const blank: AddressFields = {
  name: '',
  mobile: '',
  houseNo: '',
  area: '',
  landmark: '',
  city: '',
  state: '' as AddressFields['state'],
  pincode: '',
  addressType: 'home',
};

/** The form's starting values: the address being edited, else a blank one with `defaults` filled in. */
export function toFormValues(address: Address | undefined, defaults: Partial<AddressFields>): AddressFields {
  if (!address) return { ...blank, ...defaults };
  const { name, mobile, houseNo, area, landmark, city, pincode, addressType } = address;
  return {
    name,
    mobile,
    houseNo,
    area,
    landmark,
    city,
    state: address.state as AddressFields['state'],
    pincode,
    addressType,
  };
}
