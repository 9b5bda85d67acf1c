/**
 * README.txt of a "Download my data" ZIP (issue 24): what each file holds, in
 * English and in Hindi, so a customer can read their export without us.
 */
import { DATA_EXPORT_TTL_DAYS } from '@seva/contracts';

/** Each file of the ZIP with what it holds: [name, English, Hindi]. */
export const EXPORT_FILES: readonly (readonly [string, string, string])[] = [
  [
    'profile.json',
    'Your account: name, mobile, e-mail, address, language.',
    'आपका खाता: नाम, मोबाइल, ई-मेल, पता, भाषा।',
  ],
  ['addresses.json', 'Your saved delivery addresses.', 'आपके सहेजे गए डिलीवरी पते।'],
  [
    'shop-orders.json',
    'Your shop orders with items, delivery address, status history and courier tracking (AWB).',
    'आपके दुकान के ऑर्डर: सामान, डिलीवरी पता, स्थिति का इतिहास और कूरियर ट्रैकिंग (AWB)।',
  ],
  ['cart.json', 'What is in your cart.', 'आपकी कार्ट में रखा सामान।'],
  [
    'puja-bookings.json',
    'Your puja bookings: devotees, gotra, sankalp, prasad address and tracking.',
    'आपकी पूजा बुकिंग: भक्तों के नाम, गोत्र, संकल्प, प्रसाद का पता और ट्रैकिंग।',
  ],
  ['pitr-bookings.json', 'Your pitr paksha bookings and the ancestors named.', 'आपकी पितृ पक्ष बुकिंग और पूर्वजों के नाम।'],
  ['yatra-bookings.json', 'Your yatra bookings with the travellers.', 'आपकी यात्रा बुकिंग और यात्रियों का विवरण।'],
  ['recharges.json', 'Your recharges and bill payments with their results.', 'आपके रिचार्ज और बिल भुगतान तथा उनके परिणाम।'],
  ['saved-billers.json', 'Billers you saved.', 'आपके सहेजे गए बिलर।'],
  ['recent-numbers.json', 'Numbers you recharged recently.', 'हाल में रिचार्ज किए गए नंबर।'],
  ['recharge-complaints.json', 'Complaints you raised about recharges.', 'रिचार्ज के बारे में आपकी शिकायतें।'],
  [
    'payments.json',
    'Every payment you made, its refunds and its GST invoice number (amounts in paise, or cents for USD).',
    'आपके सभी भुगतान, उनके रिफ़ंड और GST इनवॉइस नंबर (राशि पैसे में, USD के लिए सेंट में)।',
  ],
  [
    'notifications.json',
    'Your notifications and how you chose to receive them.',
    'आपकी सूचनाएँ और उन्हें पाने के आपके चुने हुए तरीके।',
  ],
  [
    'milan-profile.json',
    'Your Milan Sathi profile with partner preferences, photos, memberships, ID verifications and members you blocked.',
    'आपकी मिलन साथी प्रोफ़ाइल: जीवनसाथी की पसंद, फ़ोटो, सदस्यता, पहचान सत्यापन और ब्लॉक किए गए सदस्य।',
  ],
  [
    'milan-connections.json',
    'Interests you sent and received (other members by first name and city only).',
    'आपकी भेजी और पाई गई रुचियाँ (दूसरे सदस्यों का केवल पहला नाम और शहर)।',
  ],
  ['milan-shortlist.json', 'Profiles you shortlisted.', 'आपके द्वारा शॉर्टलिस्ट की गई प्रोफ़ाइल।'],
  [
    'milan-messages.json',
    'Your conversations: the messages you sent and received.',
    'आपकी बातचीत: आपके भेजे और पाए गए संदेश।',
  ],
  [
    'uploads/',
    'Files you uploaded: your Milan Sathi photos and your ID documents still kept for verification.',
    'आपकी अपलोड की गई फ़ाइलें: मिलन साथी फ़ोटो और सत्यापन के लिए अभी रखे गए पहचान दस्तावेज़।',
  ],
];

/** The README's text for an export prepared at `preparedAt`. */
export function exportReadme(preparedAt: Date): string {
  const when = preparedAt.toISOString();
  const list = (pick: 1 | 2) => EXPORT_FILES.map((f) => `  ${f[0]}\n      ${f[pick]}`).join('\n');
  return [
    'Seva — your data',
    `Prepared ${when}. This download is deleted after ${DATA_EXPORT_TTL_DAYS} days.`,
    'Dates are in UTC (ISO 8601). Other members appear only as you see them in the app.',
    '',
    list(1),
    '',
    'सेवा — आपका डेटा',
    `${when} को तैयार किया गया। यह डाउनलोड ${DATA_EXPORT_TTL_DAYS} दिनों के बाद हटा दिया जाएगा।`,
    'तारीखें UTC (ISO 8601) में हैं। दूसरे सदस्य केवल वैसे ही दिखते हैं जैसे ऐप में आपको दिखते हैं।',
    '',
    list(2),
    '',
  ].join('\n');
}
