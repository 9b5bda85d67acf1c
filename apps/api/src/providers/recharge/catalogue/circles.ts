/**
 * India's 22 telecom circles (licensed service areas), as plain data: the circle a mobile number
 * belongs to decides which plan table applies. Names and categories exactly as DOMAIN.md
 * (Recharge and bills) lists them; the codes are the two-letter abbreviations recharge
 * aggregators commonly use; `area` says what a circle covers where its name does not
 * (general knowledge of the DoT licence areas).
 */

export type CircleCategory = 'Metro' | 'A' | 'B' | 'C';

export type CircleCode =
  | 'DL'
  | 'MB'
  | 'KO'
  | 'AP'
  | 'GJ'
  | 'KA'
  | 'MH'
  | 'TN'
  | 'HR'
  | 'KL'
  | 'MP'
  | 'PB'
  | 'RJ'
  | 'UE'
  | 'UW'
  | 'WB'
  | 'AS'
  | 'BR'
  | 'HP'
  | 'JK'
  | 'NE'
  | 'OR';

export interface TelecomCircle {
  code: CircleCode;
  name: string;
  category: CircleCategory;
  /** What the circle covers, when the name alone does not say. */
  area: string;
}

export const CIRCLES: TelecomCircle[] = [
  { code: 'DL', name: 'Delhi', category: 'Metro', area: 'Delhi with Noida, Ghaziabad, Gurugram and Faridabad' },
  { code: 'MB', name: 'Mumbai', category: 'Metro', area: 'Mumbai with Navi Mumbai, Thane and Kalyan' },
  { code: 'KO', name: 'Kolkata', category: 'Metro', area: 'Kolkata and its suburbs' },
  { code: 'AP', name: 'Andhra Pradesh', category: 'A', area: 'Andhra Pradesh with Telangana' },
  { code: 'GJ', name: 'Gujarat', category: 'A', area: 'Gujarat with Dadra and Nagar Haveli and Daman and Diu' },
  { code: 'KA', name: 'Karnataka', category: 'A', area: 'Karnataka' },
  { code: 'MH', name: 'Maharashtra', category: 'A', area: 'Maharashtra (outside the Mumbai circle) with Goa' },
  { code: 'TN', name: 'Tamil Nadu', category: 'A', area: 'Tamil Nadu with Puducherry (Chennai included)' },
  { code: 'HR', name: 'Haryana', category: 'B', area: 'Haryana (outside the Delhi circle)' },
  { code: 'KL', name: 'Kerala', category: 'B', area: 'Kerala with Lakshadweep' },
  { code: 'MP', name: 'Madhya Pradesh', category: 'B', area: 'Madhya Pradesh with Chhattisgarh' },
  { code: 'PB', name: 'Punjab', category: 'B', area: 'Punjab with Chandigarh' },
  { code: 'RJ', name: 'Rajasthan', category: 'B', area: 'Rajasthan' },
  { code: 'UE', name: 'UP East', category: 'B', area: 'Eastern Uttar Pradesh' },
  { code: 'UW', name: 'UP West', category: 'B', area: 'Western Uttar Pradesh with Uttarakhand' },
  {
    code: 'WB',
    name: 'West Bengal',
    category: 'B',
    area: 'West Bengal (outside Kolkata) with Sikkim and Andaman and Nicobar',
  },
  { code: 'AS', name: 'Assam', category: 'C', area: 'Assam' },
  { code: 'BR', name: 'Bihar', category: 'C', area: 'Bihar with Jharkhand' },
  { code: 'HP', name: 'Himachal Pradesh', category: 'C', area: 'Himachal Pradesh' },
  { code: 'JK', name: 'Jammu & Kashmir', category: 'C', area: 'Jammu and Kashmir with Ladakh' },
  {
    code: 'NE',
    name: 'North East',
    category: 'C',
    area: 'Arunachal Pradesh, Manipur, Meghalaya, Mizoram, Nagaland and Tripura',
  },
  { code: 'OR', name: 'Odisha', category: 'C', area: 'Odisha' },
];

/** The circle with this code, or undefined. */
export function circleByCode(code: string): TelecomCircle | undefined {
  return CIRCLES.find((c) => c.code === code);
}
