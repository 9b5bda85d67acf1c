/**
 * Place names in Hindi (issue 21): the states and union territories of INDIAN_STATES and the cities of
 * BIRTH_PLACES, as a Hindi newspaper spells them. Forms show them to a customer who chose हिं; the Milan Sathi
 * city search matches a city typed in either script (SPEC's search filters; stored names, not translation at
 * runtime). Zod-free, so a page that only shows names does not load zod.
 */

/** English name (as INDIAN_STATES and BIRTH_PLACES spell it) → Hindi name. */
const HINDI_PLACE_NAMES: Readonly<Record<string, string>> = {
  // States and union territories
  'Andaman and Nicobar Islands': 'अंडमान और निकोबार द्वीपसमूह',
  'Andhra Pradesh': 'आंध्र प्रदेश',
  'Arunachal Pradesh': 'अरुणाचल प्रदेश',
  Assam: 'असम',
  Bihar: 'बिहार',
  Chandigarh: 'चंडीगढ़',
  Chhattisgarh: 'छत्तीसगढ़',
  'Dadra and Nagar Haveli and Daman and Diu': 'दादरा और नगर हवेली और दमन और दीव',
  Delhi: 'दिल्ली',
  Goa: 'गोवा',
  Gujarat: 'गुजरात',
  Haryana: 'हरियाणा',
  'Himachal Pradesh': 'हिमाचल प्रदेश',
  'Jammu and Kashmir': 'जम्मू और कश्मीर',
  Jharkhand: 'झारखंड',
  Karnataka: 'कर्नाटक',
  Kerala: 'केरल',
  Ladakh: 'लद्दाख',
  Lakshadweep: 'लक्षद्वीप',
  'Madhya Pradesh': 'मध्य प्रदेश',
  Maharashtra: 'महाराष्ट्र',
  Manipur: 'मणिपुर',
  Meghalaya: 'मेघालय',
  Mizoram: 'मिज़ोरम',
  Nagaland: 'नागालैंड',
  Odisha: 'ओडिशा',
  Puducherry: 'पुडुचेरी',
  Punjab: 'पंजाब',
  Rajasthan: 'राजस्थान',
  Sikkim: 'सिक्किम',
  'Tamil Nadu': 'तमिलनाडु',
  Telangana: 'तेलंगाना',
  Tripura: 'त्रिपुरा',
  'Uttar Pradesh': 'उत्तर प्रदेश',
  Uttarakhand: 'उत्तराखंड',
  'West Bengal': 'पश्चिम बंगाल',
  // Capitals
  'New Delhi': 'नई दिल्ली',
  Mumbai: 'मुंबई',
  Kolkata: 'कोलकाता',
  Chennai: 'चेन्नई',
  Bengaluru: 'बेंगलुरु',
  Hyderabad: 'हैदराबाद',
  Amaravati: 'अमरावती',
  Itanagar: 'ईटानगर',
  Dispur: 'दिसपुर',
  Patna: 'पटना',
  Raipur: 'रायपुर',
  Panaji: 'पणजी',
  Gandhinagar: 'गांधीनगर',
  Shimla: 'शिमला',
  Ranchi: 'रांची',
  Thiruvananthapuram: 'तिरुवनंतपुरम',
  Bhopal: 'भोपाल',
  Imphal: 'इंफाल',
  Shillong: 'शिलांग',
  Aizawl: 'आइज़ोल',
  Kohima: 'कोहिमा',
  Bhubaneswar: 'भुवनेश्वर',
  Jaipur: 'जयपुर',
  Gangtok: 'गंगटोक',
  Agartala: 'अगरतला',
  Lucknow: 'लखनऊ',
  Dehradun: 'देहरादून',
  Srinagar: 'श्रीनगर',
  Jammu: 'जम्मू',
  Leh: 'लेह',
  'Port Blair': 'पोर्ट ब्लेयर',
  // Big cities
  Ahmedabad: 'अहमदाबाद',
  Surat: 'सूरत',
  Vadodara: 'वडोदरा',
  Rajkot: 'राजकोट',
  Pune: 'पुणे',
  Nagpur: 'नागपुर',
  Thane: 'ठाणे',
  Aurangabad: 'औरंगाबाद',
  Kolhapur: 'कोल्हापुर',
  Kanpur: 'कानपुर',
  Agra: 'आगरा',
  Meerut: 'मेरठ',
  Gorakhpur: 'गोरखपुर',
  Noida: 'नोएडा',
  Gurugram: 'गुरुग्राम',
  Indore: 'इंदौर',
  Gwalior: 'ग्वालियर',
  Jabalpur: 'जबलपुर',
  Ludhiana: 'लुधियाना',
  Jalandhar: 'जालंधर',
  Jodhpur: 'जोधपुर',
  Udaipur: 'उदयपुर',
  Kota: 'कोटा',
  Visakhapatnam: 'विशाखापत्तनम',
  Vijayawada: 'विजयवाड़ा',
  Coimbatore: 'कोयंबटूर',
  Kochi: 'कोच्चि',
  Kozhikode: 'कोझिकोड',
  Mysuru: 'मैसूरु',
  Mangaluru: 'मंगलुरु',
  Guwahati: 'गुवाहाटी',
  Jamshedpur: 'जमशेदपुर',
  Cuttack: 'कटक',
  Siliguri: 'सिलीगुड़ी',
  // Pilgrimage towns
  Varanasi: 'वाराणसी',
  Prayagraj: 'प्रयागराज',
  Ayodhya: 'अयोध्या',
  Mathura: 'मथुरा',
  Vrindavan: 'वृंदावन',
  Haridwar: 'हरिद्वार',
  Rishikesh: 'ऋषिकेश',
  Ujjain: 'उज्जैन',
  Omkareshwar: 'ओंकारेश्वर',
  Puri: 'पुरी',
  Dwarka: 'द्वारका',
  Somnath: 'सोमनाथ',
  Tirupati: 'तिरुपति',
  Gaya: 'गया',
  'Bodh Gaya': 'बोधगया',
  Nashik: 'नासिक',
  Shirdi: 'शिरडी',
  Pandharpur: 'पंढरपुर',
  Amritsar: 'अमृतसर',
  Kurukshetra: 'कुरुक्षेत्र',
  Pushkar: 'पुष्कर',
  Ajmer: 'अजमेर',
  Katra: 'कटरा',
  Deoghar: 'देवघर',
  Madurai: 'मदुरै',
  Rameswaram: 'रामेश्वरम',
  Kanchipuram: 'कांचीपुरम',
  Thanjavur: 'तंजावुर',
  Kanyakumari: 'कन्याकुमारी',
  Guruvayur: 'गुरुवायूर',
};

const ENGLISH_BY_HINDI = new Map(Object.entries(HINDI_PLACE_NAMES).map(([english, hindi]) => [hindi, english]));

/** `name` (an English state or city name) in `lang`: the Hindi name for 'hi' where we hold one, else `name`. */
export function placeName(name: string, lang: string): string {
  return lang === 'hi' ? (HINDI_PLACE_NAMES[name] ?? name) : name;
}

/** The English name of a state or city given in Hindi ("राजस्थान" → "Rajasthan"); any other text as given, trimmed. */
export function englishPlaceName(name: string): string {
  const typed = name.trim();
  return ENGLISH_BY_HINDI.get(typed) ?? typed;
}

/**
 * The two spellings a city typed in either script is known by, lower-cased and trimmed: [as typed, in the other
 * script] — "जयपुर" → ["जयपुर", "jaipur"], "JAIPUR" → ["jaipur", "जयपुर"]; a city we hold no name for → [it, it].
 */
export function citySpellings(city: string): [string, string] {
  const typed = city.trim();
  const english = englishPlaceName(typed);
  if (english !== typed) return [typed, english.toLowerCase()];
  const known = Object.keys(HINDI_PLACE_NAMES).find((name) => name.toLowerCase() === typed.toLowerCase());
  const hindi = known ? HINDI_PLACE_NAMES[known] : undefined;
  return [typed.toLowerCase(), hindi ?? typed.toLowerCase()];
}
