/**
 * The Hindi message catalogue (issue 21): every MESSAGES key and every
 * MESSAGE_TEMPLATES template of messages.ts, in Hindi. English stays the SPEC
 * §5/§8 text word for word in messages.ts; this file is its Hindi beside it,
 * read by the web's Hindi 'messages' namespace and by the API when a request
 * asks for `Accept-Language: hi`. Typed by the English keys, so a missing key
 * or template fails typecheck. "OTP" stays OTP; ₹ amounts and numbers come in
 * as the English gives them.
 */
import type { MESSAGE_TEMPLATES, MessageKey } from './messages.js';

export const MESSAGES_HI: Readonly<Record<MessageKey, string>> = {
  // SPEC §5 validation
  provideMobile: 'कृपया मोबाइल नंबर डालें।',
  enterOtp: 'कृपया OTP डालें।',
  enterFirstName: 'कृपया पहला नाम डालें',
  enterEmail: 'कृपया ईमेल डालें',
  enterNumber: 'कृपया नंबर डालें।',
  selectPlanOrAmount: 'कृपया प्लान चुनें या रिचार्ज राशि डालें।',
  missingVerificationToken: 'सत्यापन टोकन अमान्य है या मौजूद नहीं है।',
  confirmDeleteAddress: 'क्या आप सुनिश्चित हैं? आप इसे हटाना चाहते हैं!!!',
  confirmConsultancy: 'क्या आप सुनिश्चित हैं? आप परामर्श का अनुरोध करना चाहते हैं?',
  pleaseLogin: 'कृपया लॉगिन करें',

  // SPEC §8 defaults
  failedToSendOtp: 'OTP नहीं भेजा जा सका।',
  failedToLogin: 'लॉगिन नहीं हो सका',
  failedToRegister: 'पंजीकरण नहीं हो सका।',
  failedToUpdateProfile: 'प्रोफ़ाइल अपडेट नहीं हो सकी।',
  failedToCreateAddress: 'ग्राहक का पता नहीं बनाया जा सका।',
  failedToUpdateAddress: 'ग्राहक का पता अपडेट नहीं हो सका।',
  failedToDeleteAddress: 'ग्राहक का पता हटाया नहीं जा सका।',
  paymentFailed: 'भुगतान विफल रहा।',
  bookingFailed: 'बुकिंग विफल रही।',
  somethingWentWrong: 'कुछ गलत हो गया।',
  connectionFailed: 'जुड़ाव नहीं हो सका',
  failedToLogout: 'लॉगआउट नहीं हो सका',
  emailVerificationFailed: 'ईमेल सत्यापन विफल रहा। बाद में फिर कोशिश करें।',

  // SPEC §8 success
  otpSent: 'OTP सफलतापूर्वक भेजा गया।',
  loggedIn: 'आप सफलतापूर्वक लॉगिन हो गए हैं।',
  registered: 'आपका पंजीकरण सफल रहा!',
  profileUpdated: 'प्रोफ़ाइल सफलतापूर्वक अपडेट हो गई!',
  addressCreated: 'पता सफलतापूर्वक बनाया गया।',
  addressUpdated: 'पता सफलतापूर्वक अपडेट हुआ।',
  addressDeleted: 'पता सफलतापूर्वक हटाया गया।',
  loggedOut: 'सफलतापूर्वक लॉगआउट हो गया।',

  // Server messages for rules SPEC leaves to the server
  invalidMobile: 'कृपया 10 अंकों का सही भारतीय मोबाइल नंबर डालें।',
  otpInvalid: 'OTP गलत है। कृपया कोड जाँचें और फिर से कोशिश करें।',
  otpExpired: 'यह OTP समाप्त हो चुका है या पहले ही इस्तेमाल हो चुका है। कृपया नया OTP मँगाएँ।',
  otpLocked: 'बहुत बार गलत कोड डाला गया। कृपया नया OTP मँगाएँ।',
  emailVerified: 'आपका ईमेल सत्यापित हो गया है।',
  verificationTokenExpired: 'इस सत्यापन लिंक की समय-सीमा समाप्त हो गई है। कृपया साइन अप करें या नया लिंक मँगाएँ।',
  verificationTokenUsed: 'यह सत्यापन लिंक पहले ही इस्तेमाल हो चुका है। कृपया लॉगिन करें।',
  unauthorized: 'आगे बढ़ने के लिए कृपया लॉगिन करें।',
  forbidden: 'आपको इसकी अनुमति नहीं है।',
  notFound: 'नहीं मिला।',
  phoneAlreadyRegistered: 'इस मोबाइल नंबर से एक खाता पहले से मौजूद है। कृपया OTP से लॉगिन करें।',
  emailAlreadyRegistered: 'इस ईमेल से एक खाता पहले से मौजूद है। कृपया लॉगिन करें।',
  paymentNotFound: 'हमें यह भुगतान नहीं मिला। कृपया फिर से भुगतान शुरू करें।',
  paymentSignatureInvalid: 'हम इस भुगतान की पुष्टि नहीं कर सके। अगर पैसे कट गए हैं, तो वे वापस कर दिए जाएँगे।',
  paymentAlreadyUsed: 'यह भुगतान पहले ही इस्तेमाल हो चुका है।',
  paymentNotCompleted: 'यह भुगतान पूरा नहीं हुआ। कृपया फिर से भुगतान करें।',
  paymentCapturedLate: 'यह भुगतान ऑर्डर बंद होने के बाद मिला, इसलिए इसे वापस किया जा रहा है। कृपया फिर से भुगतान करें।',
  paymentAmountMismatch: 'भुगतान की गई राशि कीमत से मेल नहीं खाती। भुगतान वापस कर दिया जाएगा।',

  // Milan Sathi accounts, profiles and membership
  loggedOutEverywhere: 'आप सभी डिवाइस से लॉगआउट हो गए हैं।',
  otpRequiredToLink: 'हमने इस मोबाइल नंबर पर OTP भेजा है। नंबर आपका है, इसकी पुष्टि के लिए उसे डालें।',
  passwordAccountLocked:
    'इस खाते के लिए बहुत बार गलत पासवर्ड डाला गया। कृपया अपने मोबाइल पर भेजे गए OTP से लॉगिन करें, या पासवर्ड रीसेट करें।',
  accountAlreadyHasPassword: 'इस मोबाइल नंबर का ईमेल लॉगिन पहले से है। कृपया लॉगिन करें, या अपना पासवर्ड रीसेट करें।',
  wrongEmailOrPassword: 'ईमेल या पासवर्ड गलत है।',
  passwordTooWeak: 'इस पासवर्ड का अनुमान लगाना आसान है। इसमें और शब्द, अंक या चिह्न जोड़ें।',
  passwordResetSent: 'अगर इस ईमेल से कोई खाता है, तो हमने पासवर्ड रीसेट करने का लिंक भेज दिया है।',
  passwordResetDone: 'आपका पासवर्ड बदल दिया गया है। कृपया लॉगिन करें।',
  passwordResetInvalid: 'यह रीसेट लिंक अमान्य है या इसकी समय-सीमा समाप्त हो गई है। कृपया नया लिंक मँगाएँ।',
  profileNotFound: 'यह प्रोफ़ाइल उपलब्ध नहीं है।',
  profileRequired: 'कृपया पहले अपनी मिलन साथी प्रोफ़ाइल पूरी करें।',
  photoLimit: 'आप अधिकतम 6 फ़ोटो रख सकते हैं। नई फ़ोटो जोड़ने के लिए पहले एक हटाएँ।',
  photoAdded: 'फ़ोटो जोड़ दी गई।',
  photoUpdated: 'फ़ोटो अपडेट हो गईं।',
  blocked: 'आपने इस सदस्य को ब्लॉक कर दिया है। अब न वे आपको देख पाएँगे, न आप उन्हें।',
  unblocked: 'आपने इस सदस्य को अनब्लॉक कर दिया है।',
  connectionSent: 'आपकी रुचि भेज दी गई है।',
  connectionDuplicate: 'आप इस सदस्य को पहले ही रुचि भेज चुके हैं।',
  connectionDailyLimit: 'आज आप अपने प्लान में जितनी रुचि भेज सकते थे, भेज चुके हैं। अपना प्लान अपग्रेड करें या कल फिर कोशिश करें।',
  membershipActivated: 'आपकी सदस्यता सक्रिय हो गई है।',
  planNotFound: 'यह प्लान उपलब्ध नहीं है।',
  accountSuspended: 'आपकी मिलन साथी प्रोफ़ाइल निलंबित कर दी गई है। कृपया सपोर्ट से संपर्क करें।',
  connectionAccepted: 'रुचि स्वीकार की गई। अब आप एक-दूसरे को संदेश भेज सकते हैं।',
  connectionDeclined: 'रुचि अस्वीकार की गई।',
  connectionCancelled: 'आपकी रुचि वापस ले ली गई है।',
  connectionNotFound: 'यह रुचि अब उपलब्ध नहीं है।',
  connectionNotPending: 'इस रुचि का उत्तर पहले ही दिया जा चुका है।',
  reportReceived: 'धन्यवाद। हमारी टीम 24 घंटे के भीतर इस प्रोफ़ाइल की जाँच करेगी।',
  conversationNotFound: 'यह बातचीत उपलब्ध नहीं है।',
  messagingNeedsPlan: 'बातचीत शुरू करने के लिए अपना प्लान अपग्रेड करें। उनके लिखने पर आप उत्तर दे सकते हैं।',
  verificationSubmitted: 'आपके दस्तावेज़ जमा हो गए हैं। हम 48 घंटे के भीतर उनका सत्यापन करेंगे।',
  verificationPending: 'आपके सत्यापन की जाँच पहले से चल रही है।',
  alreadyVerified: 'आपकी प्रोफ़ाइल पहले से सत्यापित है।',
  verificationReviewed: 'इस सत्यापन की जाँच पहले ही हो चुकी है।',
  notificationNotFound: 'यह सूचना उपलब्ध नहीं है।',

  // Shared server answers
  checkDetails: 'कृपया अपने भरे हुए विवरण जाँच लें।',
  notAnImage: 'कृपया JPEG, PNG या WebP फ़ोटो अपलोड करें।',

  // Shop
  productNotFound: 'यह उत्पाद अब उपलब्ध नहीं है। कृपया कोई दूसरा चुनें।',
  addedToCart: 'कार्ट में डाल दिया गया।',
  orderPlaced: 'आपका ऑर्डर दे दिया गया है।',
  cartEmptyRefund: 'आपका कार्ट खाली है। आपका भुगतान वापस कर दिया जाएगा।',
  addressNotFound: 'यह पता नहीं मिला। कृपया कोई दूसरा पता चुनें।',

  // Puja and pitr paksha
  pujaNotFound: 'यह पूजा अब उपलब्ध नहीं है। कृपया कोई दूसरी पूजा चुनें।',
  pujaBooked: 'आपकी पूजा बुक हो गई है।',
  pitrBooked: 'आपका पितृ पक्ष अनुष्ठान बुक हो गया है।',
  packageNotOffered: 'यह पैकेज यहाँ उपलब्ध नहीं है। आपका भुगतान वापस कर दिया जाएगा।',
  pujaDateNotOffered: 'यह पूजा इस तारीख को नहीं होती। आपका भुगतान वापस कर दिया जाएगा; कृपया सूची में दी गई कोई तारीख चुनें।',
  choosePitrRitual: 'कृपया पितृ पक्ष का कोई अनुष्ठान चुनें।',
  pitrAmountMismatch: 'राशि पैकेज की कीमत से मेल नहीं खाती। आपका भुगतान वापस कर दिया जाएगा।',
  pitrAbroadPaysByPaypal: 'भारत के बाहर से बुकिंग का भुगतान PayPal से USD में होता है। आपका भुगतान वापस कर दिया जाएगा।',
  pitrIndiaPaysByCard: 'भारत से बुकिंग का भुगतान कार्ड से INR में होता है। आपका भुगतान वापस कर दिया जाएगा।',

  // Yatra
  yatraNotFound: 'यह यात्रा अब उपलब्ध नहीं है। कृपया कोई दूसरी यात्रा चुनें।',
  yatraBooked: 'आपकी यात्रा बुक हो गई है।',
  yatraBookingNotFound: 'हमें यह बुकिंग नहीं मिली।',
  departureNotOffered: 'इस यात्रा के लिए यह प्रस्थान उपलब्ध नहीं है। आपका भुगतान वापस कर दिया जाएगा।',
  departureFull: 'यह प्रस्थान अब भर चुका है। आपका भुगतान वापस कर दिया जाएगा; कृपया कोई दूसरी तारीख चुनें।',
  oneSeatLeft: 'इस प्रस्थान में केवल 1 सीट बची है। आपका भुगतान वापस कर दिया जाएगा।',
  yatraAlreadyStarted: 'यह यात्रा शुरू हो चुकी है, इसलिए इसे रद्द नहीं किया जा सकता।',

  // Payments
  paypalStillProcessing: 'PayPal अभी इस भुगतान को प्रोसेस कर रहा है। कृपया कुछ मिनट बाद फिर देखें।',
  paypalNotComplete: 'यह PayPal भुगतान अभी पूरा नहीं हुआ है। कृपया PayPal से भुगतान पूरा करें।',
  otherPlanPayment: 'यह भुगतान किसी दूसरे प्लान के लिए किया गया था। यह वापस कर दिया जाएगा; कृपया फिर से भुगतान करें।',

  // Milan Sathi
  matchSortNeedsLogin: 'कुंडली मिलान के अनुसार प्रोफ़ाइल देखने के लिए कृपया लॉगिन करें।',
  matchSortNeedsBirth: 'कुंडली मिलान के अनुसार प्रोफ़ाइल देखने के लिए अपनी प्रोफ़ाइल में जन्म की तारीख, समय और स्थान जोड़ें।',
  matchSortNeedsOtherGender: 'कुंडली मिलान वर और वधू के बीच होता है: इसके अनुसार देखने के लिए दूसरे लिंग की प्रोफ़ाइल खोजें।',
  connectionSelf: 'आप खुद को रुचि नहीं भेज सकते।',
  alreadyConnected: 'आप इस सदस्य से पहले से जुड़े हुए हैं।',
  connectedByReply: 'इस सदस्य ने आपको पहले ही रुचि भेजी थी: अब आप जुड़ गए हैं।',
  clientIdReused: 'यह संदेश आईडी किसी दूसरी बातचीत में पहले ही इस्तेमाल हो चुकी है।',
  reportSelf: 'आप अपनी ही शिकायत नहीं कर सकते।',
  blockSelf: 'आप खुद को ब्लॉक नहीं कर सकते।',
  photoNotFound: 'यह फ़ोटो नहीं मिली।',
  invalidDateOfBirth: 'कृपया जन्म की सही तारीख डालें।',

  // Recharge and bills
  rechargeSuccessful: 'रिचार्ज सफल रहा।',
  rechargeRefunding: 'आपका भुगतान वापस किया जा रहा है।',
  refundRecorded: 'धनवापसी दर्ज हो गई।',
  rechargePaymentFailed: 'भुगतान विफल रहा। इस रिचार्ज के लिए कोई पैसा नहीं लिया गया।',
  rechargeProcessing: 'आपका रिचार्ज प्रोसेस हो रहा है।',
  rechargePendingForNumber:
    'इस नंबर का एक रिचार्ज अभी प्रोसेस हो रहा है। फिर से भुगतान करने से पहले कृपया उसके पूरा होने का इंतज़ार करें।',
  billAlreadyPaid: 'यह बिल पहले ही भरा जा चुका है। कृपया अपना रिचार्ज इतिहास देखें।',
  rechargeNotFound: 'हमें यह रिचार्ज नहीं मिला।',
  rechargeStillPending:
    'यह रिचार्ज अभी प्रोसेस हो रहा है। अगर यह विफल होता है, तो पैसा अपने-आप वापस आ जाएगा; कृपया कुछ मिनट बाद अपना रिचार्ज इतिहास देखें।',
  rechargeSucceededNoRefund: 'यह रिचार्ज सफल रहा, इसलिए कुछ भी वापस नहीं करना है।',
  rechargeFailedRefunding:
    'यह रिचार्ज विफल रहा, इसलिए इसे सफल के रूप में दर्ज नहीं किया जा सकता। आपका भुगतान वापस किया जा रहा है।',
  rechargePaymentCancelled: 'यह भुगतान पूरा नहीं हुआ, इसलिए न कोई पैसा लिया गया और न कुछ वापस देना है।',
  rechargeRecordMismatch: 'यह रिकॉर्ड इस रिचार्ज से मेल नहीं खाता (भुगतान या राशि)।',
  rechargeAlreadyRecorded: 'यह रिचार्ज पहले ही सफल के रूप में दर्ज है।',
  paymentAlreadyRefunded: 'यह भुगतान पहले ही वापस किया जा चुका है। कृपया अपना रिचार्ज इतिहास देखें।',
  refundNotAtBank: 'धनवापसी अभी बैंक तक नहीं पहुँची है। कृपया बाद में अपना रिचार्ज इतिहास देखें।',
  refundMismatch: 'यह धनवापसी इस रिचार्ज की धनवापसी से मेल नहीं खाती।',
  refundAlreadyRecorded: 'यह धनवापसी पहले ही दर्ज है।',
  paymentDidNotFail: 'यह भुगतान हो चुका है, इसलिए यह विफल नहीं हुआ। कृपया अपना रिचार्ज इतिहास देखें।',
  failedPaymentAlreadyRecorded: 'यह विफल भुगतान पहले ही दर्ज है।',
  fetchBillFirst: 'कृपया भुगतान से पहले बिल देखें।',
  billNotFound: 'हमें यह बिल नहीं मिला। कृपया बिल फिर से देखें।',
  billOtherTarget: 'यह बिल किसी दूसरे नंबर या बिलर का है। कृपया बिल फिर से देखें।',
  serviceNotFound: 'हमें यह सेवा नहीं मिली।',
  operatorNotDetected: 'हम इस नंबर का ऑपरेटर पता नहीं कर सके। कृपया अपना ऑपरेटर और सर्किल चुनें।',
  chooseValidOperator: 'कृपया सही ऑपरेटर चुनें।',
  chooseCircleForPlans: 'प्लान देखने के लिए कृपया अपना सर्किल चुनें।',
  chooseValidOperatorOrBiller: 'कृपया सही ऑपरेटर या बिलर चुनें।',
  amountDecimals: 'राशि में दशमलव के बाद अधिकतम 2 अंक (पैसे) हो सकते हैं।',
  chooseValidCircle: 'कृपया सही टेलीकॉम सर्किल चुनें।',

  // Shop, more
  cartEmpty: 'आपका कार्ट खाली है। भुगतान से पहले कृपया उत्पाद जोड़ें।',
  childrenNeedAdult: 'बच्चों के साथ एक वयस्क (12 वर्ष या उससे अधिक) का यात्रा करना ज़रूरी है।',

  // Media and news
  categoryNotAvailable: 'यह श्रेणी उपलब्ध नहीं है।',
  subCategoryNotAvailable: 'यह उप-श्रेणी उपलब्ध नहीं है।',
  videoNotAvailable: 'यह वीडियो उपलब्ध नहीं है।',
  podcastNotAvailable: 'यह पॉडकास्ट एपिसोड उपलब्ध नहीं है।',
  liveNotAvailable: 'यह लाइव प्रसारण उपलब्ध नहीं है।',
  templeNotAvailable: 'यह मंदिर उपलब्ध नहीं है।',
  notACalendarDate: 'कृपया YYYY-MM-DD के रूप में सही तारीख दें।',
  newsNotFound: 'यह समाचार मौजूद नहीं है या अभी प्रकाशित नहीं हुआ है।',
  newsCategoryNotFound: 'यह समाचार श्रेणी मौजूद नहीं है।',

  // Accounts: validation the server applies
  unstorableText: 'कृपया आपने जो लिखा है, उसमें से असमर्थित अक्षर (NUL अक्षर या आधा इमोजी) हटाएँ।',
  invalidChallenge: 'यह लिंक या कोड अनुरोध अमान्य है। कृपया फिर से शुरू करें।',
  passwordTooShort: 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।',
  passwordTooLong: 'पासवर्ड में अधिकतम 200 अक्षर हो सकते हैं।',
  pincodeSixDigits: 'पिनकोड 6 अंकों का होना चाहिए।',
  enterPassword: 'कृपया अपना पासवर्ड डालें।',
  resetLinkInvalid: 'यह रीसेट लिंक अमान्य है।',

  // Uploads: pictures and verification documents
  imageTooManyPixels: 'इस फ़ोटो में बहुत ज़्यादा पिक्सेल हैं (अधिकतम 40 मेगापिक्सेल)। कृपया पहले इसका आकार छोटा करें।',
  imageUnreadable: 'फ़ोटो पढ़ी नहीं जा सकी। शायद फ़ाइल खराब है; कृपया कोई दूसरी फ़ाइल चुनें।',
  verificationAddDocument: 'कृपया अपने पहचान दस्तावेज़ की फ़ोटो जोड़ें।',
  verificationAddSelfie: 'कृपया एक सेल्फ़ी जोड़ें।',
  verificationSendFiles: 'कृपया अपना पहचान दस्तावेज़ और सेल्फ़ी फ़ाइल के रूप में अपलोड करें।',
  verificationOneEach: 'कृपया पहचान दस्तावेज़ की एक फ़ोटो और एक सेल्फ़ी भेजें।',
  checkYourDetails: 'कृपया अपना विवरण जाँच लें।',

  // Refunds and cancellations (refundTo…: where a refund goes, inside another message)
  refundToPaidAccount: 'उसी कार्ड, UPI या बैंक खाते में जिससे आपने भुगतान किया था, आम तौर पर 10 कार्य दिवसों के भीतर',
  yatraCancelledNoRefund: 'आपकी बुकिंग रद्द कर दी गई है। कोई धनवापसी देय नहीं है।',

  // Consultancy
  consultancyReceived: 'आपका परामर्श अनुरोध मिल गया है। हमारी टीम जल्द ही आपको कॉल करेगी।',
  consultancyAlreadyOpen: 'इस विषय पर आपका एक अनुरोध पहले से खुला है। हमारी टीम जल्द ही आपसे संपर्क करेगी।',
};

/** The templates of MESSAGE_TEMPLATES in Hindi: same names, same arguments. */
export const MESSAGE_TEMPLATES_HI: { readonly [K in keyof typeof MESSAGE_TEMPLATES]: (typeof MESSAGE_TEMPLATES)[K] } = {
  passwordLocked: (minutes) =>
    `बहुत बार गलत पासवर्ड डाला गया। कृपया ${minutes} मिनट बाद फिर कोशिश करें या अपना पासवर्ड रीसेट करें।`,
  resend: (seconds) => `नया OTP मँगाने से पहले कृपया ${seconds} सेकंड रुकें।`,
  tooManySends: (minutes) => `इस नंबर के लिए बहुत ज़्यादा OTP मँगाए गए हैं। कृपया ${minutes} मिनट बाद फिर कोशिश करें।`,
  tooManyTries: (minutes) => `इस नंबर पर बहुत बार गलत कोड डाला गया। कृपया ${minutes} मिनट बाद फिर कोशिश करें।`,
  tooManySendsFromIp: (minutes) => `इस नेटवर्क से बहुत ज़्यादा OTP मँगाए गए हैं। कृपया ${minutes} मिनट बाद फिर कोशिश करें।`,
  tooManyRequests: (seconds) => `बहुत ज़्यादा अनुरोध हुए हैं। कृपया ${seconds} सेकंड बाद फिर कोशिश करें।`,
  consultancyTooMany: (minutes) => `आपने कई अनुरोध भेजे हैं। कृपया ${minutes} मिनट बाद फिर कोशिश करें।`,
  outOfStock: (product) => `क्षमा करें, ${product} स्टॉक में नहीं है।`,
  fewLeft: (stock, product) => `${product} के केवल ${stock} नग स्टॉक में बचे हैं। कृपया मात्रा कम करें।`,
  cartQuantityLimit: (max) => `एक उत्पाद के आप अधिकतम ${max} नग खरीद सकते हैं।`,
  wentOutOfStockRefund: (product) => `क्षमा करें, ${product} का स्टॉक खत्म हो गया। आपका भुगतान वापस कर दिया जाएगा।`,
  fewLeftRefund: (stock, product) =>
    `${product} के केवल ${stock} नग स्टॉक में बचे हैं। आपका भुगतान वापस कर दिया जाएगा; कृपया अपना कार्ट अपडेट करें।`,
  wentOutOfStock: (product) => `क्षमा करें, ${product} का स्टॉक खत्म हो गया।`,
  addressLimit: (max) => `आप अधिकतम ${max} पते रख सकते हैं। कृपया पहले कोई एक पता हटाएँ।`,
  packageTakesOneName: (name) => `“${name}” पैकेज में केवल 1 नाम दिया जा सकता है। कृपया बाकी नाम हटाएँ।`,
  packageTakesNames: (name, persons) => `“${name}” पैकेज में अधिकतम ${persons} नाम दिए जा सकते हैं। कृपया बाकी नाम हटाएँ।`,
  yatraPriceDiffers: (price) => `इन यात्रियों का किराया ${price} है। आपका भुगतान वापस कर दिया जाएगा; कृपया फिर से बुक करें।`,
  departureClosed: (days) =>
    `इस प्रस्थान की बुकिंग बंद हो चुकी है (यह शुरू होने से ${days} दिन पहले बंद होती है)। आपका भुगतान वापस कर दिया जाएगा; कृपया बाद का कोई प्रस्थान चुनें।`,
  seatsLeft: (seats) => `इस प्रस्थान में केवल ${seats} सीटें बची हैं। आपका भुगतान वापस कर दिया जाएगा।`,
  notABill: (service) => `${service} एक रिचार्ज है, बिल नहीं। आपका भुगतान वापस कर दिया जाएगा।`,
  isABill: (service) => `${service} एक बिल भुगतान है। आपका भुगतान वापस कर दिया जाएगा।`,
  serviceUnavailable: (service) => `${service} के भुगतान अभी उपलब्ध नहीं हैं। आपका भुगतान वापस कर दिया जाएगा।`,
  refundIsFor: (amount) => `धनवापसी इस रिचार्ज के लिए दिए गए ${amount} की है।`,
  billWithoutFetch: (service) => `${service} के बिल बिना देखे भरे जाते हैं। भुगतान की राशि डालें।`,
  billFetchExpired: (minutes) => `यह बिल ${minutes} मिनट से ज़्यादा पहले लाया गया था। कृपया बिल फिर से देखें।`,
  amountDue: (amount) => `बकाया राशि ${amount} है। कृपया बकाया राशि का भुगतान करें।`,
  noPlans: (operator) => `${operator} के प्लान यहाँ उपलब्ध नहीं हैं। कृपया राशि डालें।`,
  amountRange: (service, min, max) => `${service} के लिए राशि ${min} और ${max} के बीच होनी चाहिए।`,
  outOfStockRemove: (product) => `क्षमा करें, ${product} स्टॉक में नहीं है। कृपया इसे अपने कार्ट से हटाएँ।`,
  cartTotalChanged: (amount) => `आपके कार्ट का कुल मूल्य अब ${amount} है। कृपया अपना कार्ट देखें और फिर से भुगतान करें।`,
  planPriceChanged: (amount) => `इस प्लान की कीमत अब ${amount} है। कृपया प्लान देखें और फिर से भुगतान करें।`,
  doubleSharingNeedsAdults: (adults) => `दो लोगों के कमरे के लिए कम से कम ${adults} वयस्क ज़रूरी हैं।`,
  tripleSharingNeedsAdults: (adults) => `तीन लोगों के कमरे के लिए कम से कम ${adults} वयस्क ज़रूरी हैं।`,
  refundToCard: (from, to) => `आपके कार्ड में, आम तौर पर ${from}–${to} कार्य दिवसों के भीतर`,
  refundToBank: (from, to) => `आपके बैंक खाते में, आम तौर पर ${from}–${to} कार्य दिवसों के भीतर`,
  refundToUpi: (from, to) => `आपके UPI खाते में, आम तौर पर ${from}–${to} कार्य दिवसों के भीतर`,
  refundToWallet: (from, to) => `आपके वॉलेट में, आम तौर पर ${from}–${to} कार्य दिवसों के भीतर`,
  yatraCancelledRefund: (amount, destination) => `आपकी बुकिंग रद्द कर दी गई है। ${amount} ${destination} वापस कर दिए जाएँगे।`,
  withRefund: (reason) => `${reason} आपका भुगतान वापस कर दिया जाएगा।`,
};
