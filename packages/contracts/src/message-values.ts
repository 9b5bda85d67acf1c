/**
 * English words the API writes into a MESSAGE_TEMPLATES text that are no
 * catalogue text of their own (issue 21): a booking's status, the noun of an
 * upload, a recharge operator's number label (lowercased, as the templates
 * write it). translateMessage reads a filled-in template back and puts each
 * value in Hindi from here (or from MESSAGES), so "This booking is already
 * cancelled." is wholly Hindi. A value missing here stays English inside the
 * Hindi sentence; the API's tests check every status, noun and label it uses.
 */
export const MESSAGE_VALUES_HI: Readonly<Record<string, string>> = {
  // Yatra booking statuses (bookingAlready)
  completed: 'पूरी हो चुकी',
  cancelled: 'रद्द हो चुकी',
  refunded: 'रिफ़ंड हो चुकी',

  // What an upload is (sendAsFileUpload, fileTooLarge, chooseFileToUpload)
  image: 'फ़ोटो',
  'an image': 'कोई फ़ोटो',
  file: 'फ़ाइल',
  'ID document photo': 'पहचान दस्तावेज़ की फ़ोटो',
  selfie: 'सेल्फ़ी',

  // Recharge operators' number labels, lowercased (noBillDue, enterValidNumber)
  'account id (10 digits)': 'खाता आईडी (10 अंक)',
  'account number (10 digits)': 'खाता संख्या (10 अंक)',
  'account number (10–12 characters)': 'खाता संख्या (10–12 अक्षर)',
  'account number (10–12 digits)': 'खाता संख्या (10–12 अंक)',
  'account number or username': 'खाता संख्या या यूज़रनेम',
  'bp number (10 digits)': 'BP नंबर (10 अंक)',
  'business partner number (10 digits)': 'बिज़नेस पार्टनर नंबर (10 अंक)',
  'ca number (11 digits)': 'CA नंबर (11 अंक)',
  'ca number (12 digits)': 'CA नंबर (12 अंक)',
  'ca number (9 digits)': 'CA नंबर (9 अंक)',
  'ca number (9–12 digits)': 'CA नंबर (9–12 अंक)',
  'can number (9 digits)': 'CAN नंबर (9 अंक)',
  'cmwssb number': 'CMWSSB नंबर',
  'consumer id (12 digits)': 'उपभोक्ता आईडी (12 अंक)',
  'consumer id (9 digits)': 'उपभोक्ता आईडी (9 अंक)',
  'consumer number': 'उपभोक्ता संख्या',
  'consumer number (11 digits)': 'उपभोक्ता संख्या (11 अंक)',
  'consumer number (11–12 digits)': 'उपभोक्ता संख्या (11–12 अंक)',
  'consumer number (12 digits)': 'उपभोक्ता संख्या (12 अंक)',
  'consumer number (13 digits)': 'उपभोक्ता संख्या (13 अंक)',
  'consumer number (9 digits)': 'उपभोक्ता संख्या (9 अंक)',
  'consumer number (9–12 digits)': 'उपभोक्ता संख्या (9–12 अंक)',
  'customer id': 'ग्राहक आईडी',
  'customer id (10 digits)': 'ग्राहक आईडी (10 अंक)',
  'customer id (10 digits, starts with 3)': 'ग्राहक आईडी (10 अंक, 3 से शुरू)',
  'customer id (11 digits)': 'ग्राहक आईडी (11 अंक)',
  'customer id (9 digits)': 'ग्राहक आईडी (9 अंक)',
  'flat number': 'फ़्लैट नंबर',
  'ivrs number (10–12 characters)': 'IVRS नंबर (10–12 अक्षर)',
  'k number (10 digits)': 'K नंबर (10 अंक)',
  'k number (12 digits)': 'K नंबर (12 अंक)',
  'landline number with std code': 'STD कोड सहित लैंडलाइन नंबर',
  'loan account number': 'लोन खाता संख्या',
  'lpg id (17 digits) or registered mobile number': 'LPG आईडी (17 अंक) या रजिस्टर्ड मोबाइल नंबर',
  'mobile number': 'मोबाइल नंबर',
  'policy number': 'पॉलिसी नंबर',
  'policy number (11 digits)': 'पॉलिसी नंबर (11 अंक)',
  'policy number (8 digits)': 'पॉलिसी नंबर (8 अंक)',
  'policy number (9 digits)': 'पॉलिसी नंबर (9 अंक)',
  'property id': 'संपत्ति आईडी',
  'registered mobile number': 'रजिस्टर्ड मोबाइल नंबर',
  'rr number': 'RR नंबर',
  'service number (12 digits)': 'सर्विस नंबर (12 अंक)',
  'service number (9–13 digits)': 'सर्विस नंबर (9–13 अंक)',
  'smart card number (11 digits, starts with 4)': 'स्मार्ट कार्ड नंबर (11 अंक, 4 से शुरू)',
  'student enrolment number': 'छात्र नामांकन संख्या',
  'subscriber id': 'सब्सक्राइबर आईडी',
  'subscriber id (10 digits, starts with 1)': 'सब्सक्राइबर आईडी (10 अंक, 1 से शुरू)',
  'telephone number (8 digits)': 'टेलीफ़ोन नंबर (8 अंक)',
  'telephone number with std code': 'STD कोड सहित टेलीफ़ोन नंबर',
  'unique service number (9 digits)': 'यूनिक सर्विस नंबर (9 अंक)',
  'vehicle number': 'वाहन नंबर',
  'viewing card number (11 digits, starts with 0)': 'व्यूइंग कार्ड नंबर (11 अंक, 0 से शुरू)',
};
