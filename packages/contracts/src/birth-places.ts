/**
 * Birth places offered for kundli matching (Milan Sathi): the state capitals, the big cities and
 * the pilgrimage towns, each with the coordinates of its centre (degrees, north and east positive).
 *
 * Birth times are India Standard Time (UTC+05:30), as Indians record them on birth certificates
 * and in family records; the kundli engine converts them to UTC itself. The Moon's geocentric
 * longitude does not depend on the place, but a lagna (ascendant) would, so the coordinates are
 * kept with the key.
 */

export type BirthPlace = {
  /** Lowercase a-z and hyphens, unique. */
  key: string;
  name: string;
  state: string;
  /** Latitude in degrees, north positive. */
  lat: number;
  /** Longitude in degrees, east positive. */
  lon: number;
};

export const BIRTH_PLACES = [
  // State and union-territory capitals
  { key: 'new-delhi', name: 'New Delhi', state: 'Delhi', lat: 28.6139, lon: 77.209 },
  { key: 'delhi', name: 'Delhi', state: 'Delhi', lat: 28.7041, lon: 77.1025 },
  { key: 'mumbai', name: 'Mumbai', state: 'Maharashtra', lat: 19.076, lon: 72.8777 },
  { key: 'kolkata', name: 'Kolkata', state: 'West Bengal', lat: 22.5726, lon: 88.3639 },
  { key: 'chennai', name: 'Chennai', state: 'Tamil Nadu', lat: 13.0827, lon: 80.2707 },
  { key: 'bengaluru', name: 'Bengaluru', state: 'Karnataka', lat: 12.9716, lon: 77.5946 },
  { key: 'hyderabad', name: 'Hyderabad', state: 'Telangana', lat: 17.385, lon: 78.4867 },
  { key: 'amaravati', name: 'Amaravati', state: 'Andhra Pradesh', lat: 16.5131, lon: 80.5165 },
  { key: 'itanagar', name: 'Itanagar', state: 'Arunachal Pradesh', lat: 27.0844, lon: 93.6053 },
  { key: 'dispur', name: 'Dispur', state: 'Assam', lat: 26.1433, lon: 91.7898 },
  { key: 'patna', name: 'Patna', state: 'Bihar', lat: 25.5941, lon: 85.1376 },
  { key: 'raipur', name: 'Raipur', state: 'Chhattisgarh', lat: 21.2514, lon: 81.6296 },
  { key: 'panaji', name: 'Panaji', state: 'Goa', lat: 15.4909, lon: 73.8278 },
  { key: 'gandhinagar', name: 'Gandhinagar', state: 'Gujarat', lat: 23.2156, lon: 72.6369 },
  { key: 'chandigarh', name: 'Chandigarh', state: 'Chandigarh', lat: 30.7333, lon: 76.7794 },
  { key: 'shimla', name: 'Shimla', state: 'Himachal Pradesh', lat: 31.1048, lon: 77.1734 },
  { key: 'ranchi', name: 'Ranchi', state: 'Jharkhand', lat: 23.3441, lon: 85.3096 },
  { key: 'thiruvananthapuram', name: 'Thiruvananthapuram', state: 'Kerala', lat: 8.5241, lon: 76.9366 },
  { key: 'bhopal', name: 'Bhopal', state: 'Madhya Pradesh', lat: 23.2599, lon: 77.4126 },
  { key: 'imphal', name: 'Imphal', state: 'Manipur', lat: 24.817, lon: 93.9368 },
  { key: 'shillong', name: 'Shillong', state: 'Meghalaya', lat: 25.5788, lon: 91.8933 },
  { key: 'aizawl', name: 'Aizawl', state: 'Mizoram', lat: 23.7271, lon: 92.7176 },
  { key: 'kohima', name: 'Kohima', state: 'Nagaland', lat: 25.6751, lon: 94.1086 },
  { key: 'bhubaneswar', name: 'Bhubaneswar', state: 'Odisha', lat: 20.2961, lon: 85.8245 },
  { key: 'jaipur', name: 'Jaipur', state: 'Rajasthan', lat: 26.9124, lon: 75.7873 },
  { key: 'gangtok', name: 'Gangtok', state: 'Sikkim', lat: 27.3389, lon: 88.6065 },
  { key: 'agartala', name: 'Agartala', state: 'Tripura', lat: 23.8315, lon: 91.2868 },
  { key: 'lucknow', name: 'Lucknow', state: 'Uttar Pradesh', lat: 26.8467, lon: 80.9462 },
  { key: 'dehradun', name: 'Dehradun', state: 'Uttarakhand', lat: 30.3165, lon: 78.0322 },
  { key: 'srinagar', name: 'Srinagar', state: 'Jammu and Kashmir', lat: 34.0837, lon: 74.7973 },
  { key: 'jammu', name: 'Jammu', state: 'Jammu and Kashmir', lat: 32.7266, lon: 74.857 },
  { key: 'leh', name: 'Leh', state: 'Ladakh', lat: 34.1526, lon: 77.5771 },
  { key: 'puducherry', name: 'Puducherry', state: 'Puducherry', lat: 11.9416, lon: 79.8083 },
  { key: 'port-blair', name: 'Port Blair', state: 'Andaman and Nicobar Islands', lat: 11.6234, lon: 92.7265 },
  // Big cities
  { key: 'ahmedabad', name: 'Ahmedabad', state: 'Gujarat', lat: 23.0225, lon: 72.5714 },
  { key: 'surat', name: 'Surat', state: 'Gujarat', lat: 21.1702, lon: 72.8311 },
  { key: 'vadodara', name: 'Vadodara', state: 'Gujarat', lat: 22.3072, lon: 73.1812 },
  { key: 'rajkot', name: 'Rajkot', state: 'Gujarat', lat: 22.3039, lon: 70.8022 },
  { key: 'pune', name: 'Pune', state: 'Maharashtra', lat: 18.5204, lon: 73.8567 },
  { key: 'nagpur', name: 'Nagpur', state: 'Maharashtra', lat: 21.1458, lon: 79.0882 },
  { key: 'thane', name: 'Thane', state: 'Maharashtra', lat: 19.2183, lon: 72.9781 },
  { key: 'aurangabad', name: 'Aurangabad', state: 'Maharashtra', lat: 19.8762, lon: 75.3433 },
  { key: 'kolhapur', name: 'Kolhapur', state: 'Maharashtra', lat: 16.705, lon: 74.2433 },
  { key: 'kanpur', name: 'Kanpur', state: 'Uttar Pradesh', lat: 26.4499, lon: 80.3319 },
  { key: 'agra', name: 'Agra', state: 'Uttar Pradesh', lat: 27.1767, lon: 78.0081 },
  { key: 'meerut', name: 'Meerut', state: 'Uttar Pradesh', lat: 28.9845, lon: 77.7064 },
  { key: 'gorakhpur', name: 'Gorakhpur', state: 'Uttar Pradesh', lat: 26.7606, lon: 83.3732 },
  { key: 'noida', name: 'Noida', state: 'Uttar Pradesh', lat: 28.5355, lon: 77.391 },
  { key: 'gurugram', name: 'Gurugram', state: 'Haryana', lat: 28.4595, lon: 77.0266 },
  { key: 'indore', name: 'Indore', state: 'Madhya Pradesh', lat: 22.7196, lon: 75.8577 },
  { key: 'gwalior', name: 'Gwalior', state: 'Madhya Pradesh', lat: 26.2183, lon: 78.1828 },
  { key: 'jabalpur', name: 'Jabalpur', state: 'Madhya Pradesh', lat: 23.1815, lon: 79.9864 },
  { key: 'ludhiana', name: 'Ludhiana', state: 'Punjab', lat: 30.901, lon: 75.8573 },
  { key: 'jalandhar', name: 'Jalandhar', state: 'Punjab', lat: 31.326, lon: 75.5762 },
  { key: 'jodhpur', name: 'Jodhpur', state: 'Rajasthan', lat: 26.2389, lon: 73.0243 },
  { key: 'udaipur', name: 'Udaipur', state: 'Rajasthan', lat: 24.5854, lon: 73.7125 },
  { key: 'kota', name: 'Kota', state: 'Rajasthan', lat: 25.2138, lon: 75.8648 },
  { key: 'visakhapatnam', name: 'Visakhapatnam', state: 'Andhra Pradesh', lat: 17.6868, lon: 83.2185 },
  { key: 'vijayawada', name: 'Vijayawada', state: 'Andhra Pradesh', lat: 16.5062, lon: 80.648 },
  { key: 'coimbatore', name: 'Coimbatore', state: 'Tamil Nadu', lat: 11.0168, lon: 76.9558 },
  { key: 'kochi', name: 'Kochi', state: 'Kerala', lat: 9.9312, lon: 76.2673 },
  { key: 'kozhikode', name: 'Kozhikode', state: 'Kerala', lat: 11.2588, lon: 75.7804 },
  { key: 'mysuru', name: 'Mysuru', state: 'Karnataka', lat: 12.2958, lon: 76.6394 },
  { key: 'mangaluru', name: 'Mangaluru', state: 'Karnataka', lat: 12.9141, lon: 74.856 },
  { key: 'guwahati', name: 'Guwahati', state: 'Assam', lat: 26.1445, lon: 91.7362 },
  { key: 'jamshedpur', name: 'Jamshedpur', state: 'Jharkhand', lat: 22.8046, lon: 86.2029 },
  { key: 'cuttack', name: 'Cuttack', state: 'Odisha', lat: 20.4625, lon: 85.883 },
  { key: 'siliguri', name: 'Siliguri', state: 'West Bengal', lat: 26.7271, lon: 88.3953 },
  // Pilgrimage towns
  { key: 'varanasi', name: 'Varanasi', state: 'Uttar Pradesh', lat: 25.3176, lon: 82.9739 },
  { key: 'prayagraj', name: 'Prayagraj', state: 'Uttar Pradesh', lat: 25.4358, lon: 81.8463 },
  { key: 'ayodhya', name: 'Ayodhya', state: 'Uttar Pradesh', lat: 26.7922, lon: 82.1998 },
  { key: 'mathura', name: 'Mathura', state: 'Uttar Pradesh', lat: 27.4924, lon: 77.6737 },
  { key: 'vrindavan', name: 'Vrindavan', state: 'Uttar Pradesh', lat: 27.565, lon: 77.6593 },
  { key: 'haridwar', name: 'Haridwar', state: 'Uttarakhand', lat: 29.9457, lon: 78.1642 },
  { key: 'rishikesh', name: 'Rishikesh', state: 'Uttarakhand', lat: 30.0869, lon: 78.2676 },
  { key: 'ujjain', name: 'Ujjain', state: 'Madhya Pradesh', lat: 23.1765, lon: 75.7885 },
  { key: 'omkareshwar', name: 'Omkareshwar', state: 'Madhya Pradesh', lat: 22.245, lon: 76.151 },
  { key: 'puri', name: 'Puri', state: 'Odisha', lat: 19.8135, lon: 85.8312 },
  { key: 'dwarka', name: 'Dwarka', state: 'Gujarat', lat: 22.2442, lon: 68.9685 },
  { key: 'somnath', name: 'Somnath', state: 'Gujarat', lat: 20.888, lon: 70.4012 },
  { key: 'tirupati', name: 'Tirupati', state: 'Andhra Pradesh', lat: 13.6288, lon: 79.4192 },
  { key: 'gaya', name: 'Gaya', state: 'Bihar', lat: 24.7914, lon: 85.0002 },
  { key: 'bodh-gaya', name: 'Bodh Gaya', state: 'Bihar', lat: 24.6961, lon: 84.987 },
  { key: 'nashik', name: 'Nashik', state: 'Maharashtra', lat: 19.9975, lon: 73.7898 },
  { key: 'shirdi', name: 'Shirdi', state: 'Maharashtra', lat: 19.7645, lon: 74.4762 },
  { key: 'pandharpur', name: 'Pandharpur', state: 'Maharashtra', lat: 17.6746, lon: 75.3237 },
  { key: 'amritsar', name: 'Amritsar', state: 'Punjab', lat: 31.634, lon: 74.8723 },
  { key: 'kurukshetra', name: 'Kurukshetra', state: 'Haryana', lat: 29.9695, lon: 76.8783 },
  { key: 'pushkar', name: 'Pushkar', state: 'Rajasthan', lat: 26.4897, lon: 74.5511 },
  { key: 'ajmer', name: 'Ajmer', state: 'Rajasthan', lat: 26.4499, lon: 74.6399 },
  { key: 'katra', name: 'Katra', state: 'Jammu and Kashmir', lat: 32.9916, lon: 74.9318 },
  { key: 'deoghar', name: 'Deoghar', state: 'Jharkhand', lat: 24.482, lon: 86.695 },
  { key: 'madurai', name: 'Madurai', state: 'Tamil Nadu', lat: 9.9252, lon: 78.1198 },
  { key: 'rameswaram', name: 'Rameswaram', state: 'Tamil Nadu', lat: 9.2876, lon: 79.3129 },
  { key: 'kanchipuram', name: 'Kanchipuram', state: 'Tamil Nadu', lat: 12.8342, lon: 79.7036 },
  { key: 'thanjavur', name: 'Thanjavur', state: 'Tamil Nadu', lat: 10.787, lon: 79.1378 },
  { key: 'kanyakumari', name: 'Kanyakumari', state: 'Tamil Nadu', lat: 8.0883, lon: 77.5385 },
  { key: 'guruvayur', name: 'Guruvayur', state: 'Kerala', lat: 10.5943, lon: 76.0411 },
] as const satisfies readonly BirthPlace[];

export type BirthPlaceKey = (typeof BIRTH_PLACES)[number]['key'];

/** The keys as a non-empty tuple, ready for `z.enum(BIRTH_PLACE_KEYS)`. */
export const BIRTH_PLACE_KEYS = BIRTH_PLACES.map((place) => place.key) as unknown as readonly [
  BirthPlaceKey,
  ...BirthPlaceKey[],
];

const placesByKey = new Map<string, BirthPlace>(BIRTH_PLACES.map((place) => [place.key, place]));

export function isBirthPlaceKey(value: string): value is BirthPlaceKey {
  return placesByKey.has(value);
}

/** The place for a key; the key type guarantees it exists. */
export function birthPlaceByKey(key: BirthPlaceKey): BirthPlace {
  const place = placesByKey.get(key);
  if (!place) throw new RangeError(`Unknown birth place: ${key}`);
  return place;
}
