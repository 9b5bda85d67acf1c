/**
 * Delivery addresses (SPEC §3 "Address", §7): list, add, update and delete
 * by `userId`, which must be the caller. Lists are newest first (SPEC §9).
 * Fields are what Indian checkout forms ask: name, mobile, house/flat,
 * area/street, optional landmark, city, state, 6-digit pincode and a label.
 */
import { z } from './zod.js';
import { recordIdSchema } from './common.js';
import { mobileSchema } from './phone.js';
import { MESSAGES } from './messages.js';

/** The 28 states and 8 union territories, as the address form offers them. */
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

/** A 6-digit Indian pincode (PIN), not starting with 0. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

export const ADDRESS_TYPES = ['home', 'work', 'other'] as const;

/** Most addresses one customer keeps. */
export const MAX_ADDRESSES = 10;

const text = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max);

/** The editable fields of an address (add_address / update_address). */
export const addressFieldsSchema = z.object({
  name: text(MESSAGES.enterFullName, 80),
  mobile: mobileSchema,
  houseNo: text(MESSAGES.enterFlat, 120),
  area: text(MESSAGES.enterArea, 160),
  landmark: z.string().trim().max(120).default(''),
  city: text(MESSAGES.enterCity, 60),
  state: z.enum(INDIAN_STATES, { error: MESSAGES.chooseState }),
  pincode: z.string({ error: MESSAGES.enterPincode }).trim().regex(PINCODE_PATTERN, MESSAGES.pincodeSixDigits),
  addressType: z.enum(ADDRESS_TYPES).default('home'),
});
export type AddressFields = z.input<typeof addressFieldsSchema>;

export const addressSchema = z.object({
  _id: z.string(),
  name: z.string(),
  mobile: z.string(),
  houseNo: z.string(),
  area: z.string(),
  landmark: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  addressType: z.enum(ADDRESS_TYPES),
  createdAt: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/** POST /api/e-commerce/get_address `{ userId }` → `results`, newest first. */
export const getAddressBodySchema = z.object({ userId: recordIdSchema });
export const addressesResponseSchema = z.object({ status: z.literal(true), results: z.array(addressSchema) });
export type AddressesResponse = z.infer<typeof addressesResponseSchema>;

/** POST /api/e-commerce/add_address. */
export const addAddressBodySchema = addressFieldsSchema.extend({ userId: recordIdSchema });
export type AddAddressBody = z.input<typeof addAddressBodySchema>;

/** POST /api/e-commerce/update_address. */
export const updateAddressBodySchema = addressFieldsSchema.extend({
  userId: recordIdSchema,
  addressId: recordIdSchema,
});
export type UpdateAddressBody = z.input<typeof updateAddressBodySchema>;

/** POST /api/e-commerce/delete_address → `{ success }`. */
export const deleteAddressBodySchema = z.object({ userId: recordIdSchema, addressId: recordIdSchema });

export const addressResponseSchema = z.object({
  status: z.literal(true),
  success: z.literal(true),
  message: z.string(),
  data: addressSchema,
});
export type AddressResponse = z.infer<typeof addressResponseSchema>;
export const deleteAddressResponseSchema = z.object({
  status: z.literal(true),
  success: z.literal(true),
  message: z.string(),
});
export type DeleteAddressResponse = z.infer<typeof deleteAddressResponseSchema>;
