/**
 * The message catalogue: SPEC §5 validation warnings and SPEC §8 defaults and
 * success toasts, word for word. The web shows a server `message` when present,
 * else the default named here. Hindi for every key is in messages-hi.ts.
 */
export const MESSAGES = {
  // SPEC §5 validation
  provideMobile: 'Please provide mobile number.',
  enterOtp: 'Please Enter OTP.',
  enterFirstName: 'Please enter first name',
  enterEmail: 'Please enter email',
  enterNumber: 'Please enter number.',
  selectPlanOrAmount: 'Please select plan or enter recharge amount.',
  missingVerificationToken: 'Invalid or missing verification token.',
  confirmDeleteAddress: 'Are you sure? You want to delete!!!',
  confirmConsultancy: 'Are you sure? You want to request a consultancy?',
  pleaseLogin: 'Please login',

  // SPEC §8 defaults
  failedToSendOtp: 'Failed To Sent OTP.',
  failedToLogin: 'Failed To Login',
  failedToRegister: 'Failed To Registered.',
  failedToUpdateProfile: 'Failed to update profile.',
  failedToCreateAddress: 'Failed to create customer address.',
  failedToUpdateAddress: 'Failed to update customer address.',
  failedToDeleteAddress: 'Failed to delete customer address.',
  paymentFailed: 'Payment Failed.',
  bookingFailed: 'Booking failed.',
  somethingWentWrong: 'Something went wrong.',
  connectionFailed: 'Connection failed',
  failedToLogout: 'Failed To Logout',
  emailVerificationFailed: 'Email verification failed. Try again later.',

  // SPEC §8 success
  otpSent: 'OTP Sent Successfully.',
  loggedIn: 'You are logged in successfully.',
  registered: "You've registered successfully!",
  profileUpdated: 'Profile updated successfully!',
  addressCreated: 'Address created successfully.',
  addressUpdated: 'Address updated successfully.',
  addressDeleted: 'Address deleted successfully.',
  loggedOut: 'Logout successfully.',

  // Server messages for rules SPEC leaves to the server
  invalidMobile: 'Please enter a valid 10-digit Indian mobile number.',
  otpInvalid: 'The OTP is incorrect. Please check the code and try again.',
  otpExpired: 'This OTP has expired or was already used. Please request a new one.',
  otpLocked: 'Too many wrong attempts. Please request a new OTP.',
  emailVerified: 'Your email has been verified.',
  verificationTokenExpired: 'This verification link has expired. Please sign up or request a new link.',
  verificationTokenUsed: 'This verification link was already used. Please log in.',
  unauthorized: 'Please login to continue.',
  forbidden: 'You do not have access to this.',
  notFound: 'Not found.',
  phoneAlreadyRegistered: 'An account with this mobile number already exists. Please log in with OTP.',
  emailAlreadyRegistered: 'An account with this email already exists. Please log in.',
  paymentNotFound: 'We could not find this payment. Please start the payment again.',
  paymentSignatureInvalid: 'We could not verify this payment. If money was deducted, it will be refunded.',
  paymentAlreadyUsed: 'This payment has already been used.',
  paymentNotCompleted: 'This payment was not completed. Please pay again.',
  paymentCapturedLate: 'This payment arrived after the order had closed, so it is being refunded. Please pay again.',
  paymentAmountMismatch: 'The amount paid does not match the price. The payment will be refunded.',

  // Milan Sathi accounts, profiles and membership
  loggedOutEverywhere: 'You are logged out on every device.',
  otpRequiredToLink: 'We have sent an OTP to this mobile number. Enter it to confirm the number is yours.',
  passwordAccountLocked:
    'Too many wrong passwords for this account. Please log in with the OTP sent to your mobile, or reset your password.',
  accountAlreadyHasPassword: 'This mobile number already has an email login. Please log in, or reset your password.',
  wrongEmailOrPassword: 'The email or password is incorrect.',
  passwordTooWeak: 'This password is easy to guess. Add more words, numbers or symbols.',
  passwordResetSent: 'If an account exists for this email, we have sent a link to reset the password.',
  passwordResetDone: 'Your password has been changed. Please log in.',
  passwordResetInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  profileNotFound: 'This profile is not available.',
  profileRequired: 'Please complete your Milan Sathi profile first.',
  photoLimit: 'You can have at most 6 photos. Delete one to add another.',
  photoAdded: 'Photo added.',
  photoUpdated: 'Photos updated.',
  blocked: 'You have blocked this member. They will not see you and you will not see them.',
  unblocked: 'You have unblocked this member.',
  connectionSent: 'Your interest has been sent.',
  connectionDuplicate: 'You have already sent an interest to this member.',
  connectionDailyLimit:
    'You have sent as many interests as your plan allows today. Upgrade your plan or try again tomorrow.',
  membershipActivated: 'Your membership is active.',
  planNotFound: 'This plan is not available.',
  accountSuspended: 'Your Milan Sathi profile is suspended. Please contact support.',
  connectionAccepted: 'Interest accepted. You can now message each other.',
  connectionDeclined: 'Interest declined.',
  connectionCancelled: 'Your interest has been withdrawn.',
  connectionNotFound: 'This interest is not available any more.',
  connectionNotPending: 'This interest has already been answered.',
  reportReceived: 'Thank you. Our team will review this profile within 24 hours.',
  conversationNotFound: 'This conversation is not available.',
  messagingNeedsPlan: 'Upgrade your plan to start a conversation. You can reply once they write to you.',
  verificationSubmitted: 'Your documents have been submitted. We will verify them within 48 hours.',
  verificationPending: 'Your verification is already being reviewed.',
  alreadyVerified: 'Your profile is already verified.',
  verificationReviewed: 'This verification has already been reviewed.',
  // Issue 22: the note sent with an interest, and asking a member for photos
  interestNoteTooLong: 'Your note can be at most 300 characters.',
  photoRequestSent: 'Your photo request has been sent.',
  photoRequestSelf: 'You cannot ask yourself for photos.',
  photosAlreadyVisible: 'You can already see this member’s photos.',
  notifyPhotoRequestBody: 'Add a photo, or show your photos to everyone, from Edit profile.',
  notificationNotFound: 'This notification is not available.',
  pushEndpointInvalid: 'This browser’s push address is not valid.',
  pushSubscriptionNotFound: 'This device is not subscribed to notifications.',
  // Issue 24: "Download my data" (DPDP Act 2023)
  dataExportNotFound: 'This download is not available.',
  dataExportNotReady: 'Your data is still being prepared. We will notify you when it is ready.',
  dataExportExpired: 'This download has expired. Please request your data again.',
  dataExportReadyTitle: 'Your data is ready to download',

  // Shared server answers
  checkDetails: 'Please check the details you entered.',
  notAnImage: 'Please upload a JPEG, PNG or WebP image.',

  // Shop
  productNotFound: 'This product is not available any more. Please choose another.',
  addedToCart: 'Added to cart.',
  buyAgainNothing: 'None of these products can be bought now.',
  orderPlaced: 'Your order has been placed.',
  cartEmptyRefund: 'Your cart is empty. Your payment will be refunded.',
  addressNotFound: 'This address was not found. Please choose another address.',
  invoiceNotPaid: 'The invoice is ready once the payment is complete.',
  orderOrBookingNotFound: 'This order or booking was not found.',

  // Puja and pitr paksha
  pujaNotFound: 'This puja is not available any more. Please choose another.',
  pujaBooked: 'Your puja is booked.',
  pitrBooked: 'Your pitr paksha ritual is booked.',
  packageNotOffered: 'This package is not offered here. Your payment will be refunded.',
  pujaDateNotOffered: 'It is not performed on this date. Your payment will be refunded; please choose a listed date.',
  choosePitrRitual: 'Please choose a pitr paksha ritual.',
  pitrAmountMismatch: 'The amount does not match the package price. Your payment will be refunded.',
  pitrAbroadPaysByPaypal: 'Bookings from outside India are paid through PayPal in USD. Your payment will be refunded.',
  pitrIndiaPaysByCard: 'Bookings from India are paid by card in INR. Your payment will be refunded.',

  // Yatra
  yatraNotFound: 'This yatra is not available any more. Please choose another.',
  yatraBooked: 'Your yatra is booked.',
  yatraBookingNotFound: 'We could not find this booking.',
  departureNotOffered: 'This departure is not offered for this yatra. Your payment will be refunded.',
  departureFull: 'This departure is full now. Your payment will be refunded; please choose another date.',
  oneSeatLeft: 'Only 1 seat is left on this departure. Your payment will be refunded.',
  yatraAlreadyStarted: 'This yatra has already started, so it cannot be cancelled.',

  // Payments
  paypalStillProcessing: 'PayPal is still processing this payment. Please check again in a few minutes.',
  paypalNotComplete: 'This PayPal payment is not complete yet. Please finish paying with PayPal.',
  otherPlanPayment: 'This payment was made for another plan. It will be refunded; please pay again.',

  // Milan Sathi
  matchSortNeedsLogin: 'Please log in to sort profiles by kundli match.',
  matchSortNeedsBirth: 'Add your birth date, time and place to your profile to sort profiles by kundli match.',
  matchSortNeedsOtherGender: 'Kundli match is between a bride and a groom: search the other gender to sort by it.',
  connectionSelf: 'You cannot send an interest to yourself.',
  alreadyConnected: 'You are already connected with this member.',
  connectedByReply: 'This member had already sent you an interest: you are now connected.',
  clientIdReused: 'This message id was already used in another conversation.',
  reportSelf: 'You cannot report yourself.',
  blockSelf: 'You cannot block yourself.',
  browsePrivatelyNeedsPlan: 'Browsing privately comes with a paid plan. Upgrade your plan to turn it on.',
  browsePrivatelyOn: 'You are now browsing privately: members you view will not see your visit.',
  browsePrivatelyOff: 'Private browsing is off: members you view will see your visit.',
  matchEmailsOn: 'You will get an e-mail when new matches join, at most once a day.',
  matchEmailsOff: 'You will no longer get the daily new-matches e-mail.',
  shortlistSelf: 'You cannot shortlist yourself.',
  shortlisted: 'Added to your shortlist.',
  unshortlisted: 'Removed from your shortlist.',
  enterFamilyName: 'Please enter their name (up to 40 letters).',
  chooseFamilyRelation: 'Please say who they are to you.',
  familyInvited: 'Invitation saved. Ask them to sign in to Seva with that number to accept it.',
  familyInviteSelf: 'You cannot invite your own number.',
  familyInviteDuplicate: 'This number is already invited to your account.',
  familyLimit: 'You can invite up to 2 family members. Remove one to invite someone else.',
  familyInviteDailyLimit: 'You have sent the most invitations for today. Please try again tomorrow.',
  familyInviteNotFound: 'This invitation was not found. It may have been removed.',
  familyAccepted: 'You can now help with this Milan Sathi profile.',
  familyRemoved: 'Family access removed.',
  notYourFamilyAccount: 'You no longer have access to this profile. Ask the member to invite you again.',
  familyNotAllowed: 'Only the member can do this from their own account.',
  photoNotFound: 'This photo was not found.',
  invalidDateOfBirth: 'Please enter a valid date of birth.',

  // Recharge and bills
  rechargeSuccessful: 'Recharge successful.',
  rechargeRefunding: 'Your payment is being refunded.',
  refundRecorded: 'Refund recorded.',
  rechargePaymentFailed: 'Payment failed. Nothing was charged for this recharge.',
  rechargeProcessing: 'Your recharge is being processed.',
  rechargePendingForNumber:
    'A recharge of this number is still being processed. Please wait for it to finish before paying again.',
  billAlreadyPaid: 'This bill is already paid. Please check your recharge history.',
  rechargeNotFound: 'We could not find this recharge.',
  rechargeStillPending:
    'This recharge is still being processed. If it fails, the money comes back on its own; please check your recharge history in a few minutes.',
  rechargeSucceededNoRefund: 'This recharge succeeded, so there is nothing to refund.',
  rechargeFailedRefunding:
    'This recharge failed, so it cannot be recorded as successful. Your payment is being refunded.',
  rechargePaymentCancelled: 'This payment did not go through, so nothing was taken and nothing is due back.',
  rechargeRecordMismatch: 'This record does not match the recharge (payment or amount).',
  rechargeAlreadyRecorded: 'This recharge is already recorded as successful.',
  paymentAlreadyRefunded: 'This payment is already refunded. Please check your recharge history.',
  refundNotAtBank: 'The refund has not reached the bank yet. Please check your recharge history later.',
  refundMismatch: 'This refund does not match the refund of this recharge.',
  refundAlreadyRecorded: 'This refund is already recorded.',
  paymentDidNotFail: 'This payment went through, so it did not fail. Please check your recharge history.',
  failedPaymentAlreadyRecorded: 'This failed payment is already recorded.',
  fetchBillFirst: 'Please fetch the bill before paying it.',
  billNotFound: 'We could not find this bill. Please fetch it again.',
  billOtherTarget: 'This bill belongs to another number or biller. Please fetch it again.',
  serviceNotFound: 'We could not find this service.',
  operatorNotDetected: 'We could not detect the operator of this number. Please choose your operator and circle.',
  chooseValidOperator: 'Please choose a valid operator.',
  chooseCircleForPlans: 'Please choose your circle to see its plans.',
  chooseValidOperatorOrBiller: 'Please choose a valid operator or biller.',
  amountDecimals: 'The amount can have at most 2 decimals (paise).',
  chooseValidCircle: 'Please choose a valid telecom circle.',
  // Recharge without repeat work (issue 23): saved billers, complaints, reminders
  enterBillerNickname: 'Please give this biller a name, e.g. Home electricity.',
  billerNicknameTooLong: 'The name can have at most 40 characters.',
  savedBillerNotFound: 'We could not find this saved biller.',
  billerSaved: 'Biller saved.',
  billerDeleted: 'Saved biller deleted.',
  complaintNoteTooLong: 'The note can have at most 500 characters.',
  complaintOrderFinal:
    'This recharge is no longer pending, so there is no complaint to raise. Please check its status.',
  complaintRaised: 'Complaint raised. Our team will look into it.',
  complaintNotFound: 'We could not find this complaint.',
  complaintAlreadyResolved: 'This complaint is already resolved.',
  complaintResolved: 'Complaint resolved.',
  enterComplaintResolution: 'Please write how the complaint was resolved.',
  reminderPlanEndingTitle: 'Your recharge plan ends soon',
  reminderBillDueTitle: 'A bill is due soon',

  // Shop, more
  cartEmpty: 'Your cart is empty. Please add products before paying.',
  childrenNeedAdult: 'Children must travel with an adult (12 years or older).',

  // Media and news
  categoryNotAvailable: 'This category is not available.',
  subCategoryNotAvailable: 'This sub-category is not available.',
  videoNotAvailable: 'This video is not available.',
  podcastNotAvailable: 'This podcast episode is not available.',
  liveNotAvailable: 'This live stream is not available.',
  templeNotAvailable: 'This temple is not available.',
  notACalendarDate: 'Please give a real calendar date as YYYY-MM-DD.',
  newsNotFound: 'This news story does not exist or is not published yet.',
  newsCategoryNotFound: 'This news category does not exist.',
  searchTooShort: 'Please type at least 2 letters to search.',
  searchTooLong: 'Please search with at most 80 characters.',
  unknownPanchangCity: 'We do not have the panchang for this city yet.',
  share: 'Share',
  linkCopied: 'Link copied',
  linkNotCopied: 'Could not copy the link. Copy it from the address bar.',

  // Accounts: validation the server applies
  unstorableText:
    'Please remove the unsupported characters (a NUL character or half of an emoji) from what you entered.',
  invalidChallenge: 'This link or code request is invalid. Please start again.',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordTooLong: 'Password can have at most 200 characters.',
  pincodeNotFound: 'We could not find this pincode. Please check it, or enter the city and state yourself.',
  pincodeSixDigits: 'Pincode must be 6 digits.',
  enterPassword: 'Please enter your password.',
  resetLinkInvalid: 'This reset link is invalid.',

  // Uploads: pictures and verification documents
  imageTooManyPixels: 'The picture has too many pixels (at most 40 megapixels). Please resize it first.',
  imageUnreadable: 'The image could not be read. It may be damaged; please try another file.',
  verificationAddDocument: 'Please add a photo of your ID document.',
  verificationAddSelfie: 'Please add a selfie.',
  verificationSendFiles: 'Please send your ID document and selfie as file uploads.',
  verificationOneEach: 'Please send one ID document photo and one selfie.',
  checkYourDetails: 'Please check your details.',

  // Refunds and cancellations (refundTo…: where a refund goes, inside another message)
  refundToPaidAccount: 'to the card, UPI or bank account you paid from, usually within 10 working days',
  yatraCancelledNoRefund: 'Your booking is cancelled. No refund is due.',

  // Consultancy
  consultancyReceived: 'Your consultancy request has been received. Our team will call you soon.',
  consultancyAlreadyOpen: 'You already have an open request on this topic. Our team will contact you soon.',
  // Form validation the customer's forms and the API share (contracts schemas)
  addOneTraveller: 'Please add at least one traveller.',
  ageRangeOrder: 'The lowest age must not be above the highest.',
  ageWholeYears: 'Please enter the age in whole years.',
  amountAboveZeroDollars: 'The amount must be more than $0.',
  amountAboveZeroRupees: 'The amount must be more than ₹0.',
  amountDecimalsCents: 'The amount can have at most 2 decimals (cents).',
  chooseAnOperator: 'Please choose an operator.',
  chooseBiller: 'Please choose your biller.',
  chooseBirthPlace: 'Please choose the birth place from the list.',
  chooseBrideOrGroom: 'Please choose bride or groom.',
  chooseCallTime: 'Please choose a time for the call.',
  chooseCountry: 'Please choose your country.',
  chooseDate: 'Please choose a date.',
  chooseDiet: 'Please choose the diet.',
  chooseEducation: 'Please choose the highest education.',
  chooseFamilyType: 'Please choose the family type.',
  chooseFamilyValues: 'Please choose the family values.',
  chooseIdKind: 'Please choose the ID you are uploading.',
  chooseIdProof: 'Please choose an ID proof.',
  chooseIncomeBand: 'Please choose the income band.',
  chooseLanguage: 'Please choose a language.',
  chooseMaritalStatus: 'Please choose the marital status.',
  chooseMotherTongue: 'Please choose the mother tongue.',
  chooseOccupation: 'Please choose the occupation.',
  choosePackage: 'Please choose a package.',
  chooseProfileCreator: 'Please say who is creating this profile.',
  chooseQuantity: 'Please choose a quantity.',
  chooseReligion: 'Please choose the religion.',
  chooseReportReason: 'Please choose why you are reporting this profile.',
  chooseRoomSharing: 'Please choose the room sharing.',
  chooseService: 'Please choose a service.',
  chooseState: 'Please choose the state.',
  chooseTopic: 'Please choose a topic.',
  chooseTravellerGender: 'Please choose the traveller’s gender.',
  chooseYourOperator: 'Please choose your operator.',
  consultancyAsk: 'Please tell us what you would like to ask.',
  consultancyTellMore: 'Please tell us a little more (at least 10 characters).',
  dateAsIso: 'Please give the date as YYYY-MM-DD.',
  enterAmountDollars: 'Please enter the amount in US dollars.',
  enterAmountRupees: 'Please enter the amount in rupees.',
  enterArea: 'Please enter the area or street.',
  enterBirthTime: 'Please enter the birth time as HH:MM.',
  enterCity: 'Please enter the city.',
  enterDateOfBirth: 'Please enter the date of birth.',
  enterDeliveryName: 'Please enter the name for delivery.',
  enterDevoteeName: 'Please enter the devotee’s name.',
  enterFlat: 'Please enter the flat or house number.',
  enterFullName: 'Please enter the full name.',
  enterHeight: 'Please enter the height.',
  enterIdNumber: 'Please enter the ID number.',
  enterNewPassword: 'Please enter a password.',
  enterOneDevotee: 'Please enter at least one devotee’s name.',
  enterPincode: 'Please enter the pincode.',
  enterState: 'Please enter the state.',
  enterTravellerAge: 'Please enter the traveller’s age.',
  enterTravellerName: 'Please enter the traveller’s name.',
  enterValidAge: 'Please enter a valid age.',
  enterValidEmail: 'Please enter a valid email.',
  enterValidMobile: 'Please enter a valid mobile number.',
  enterValidPincode: 'Please enter a valid 6-digit pincode.',
  enterYourMobile: 'Please enter your mobile number.',
  enterYourName: 'Please enter your name.',
  heightRangeOrder: 'The lowest height must not be above the highest.',
  idNumberLooksWrong: 'This ID number does not look right. Please check it.',
  invalidAmount: 'Invalid amount.',
  invalidId: 'Invalid id.',
  invalidMessageId: 'Invalid message id.',
  invalidPaymentSignature: 'Invalid payment signature.',
  numberTooLong: 'This number is too long.',
  pageSizeLimit: 'At most 50 items a page.',
  pageStartsAtOne: 'The page starts at 1.',
  paymentPurposeMissing: 'Say what the payment is for (purpose) when you give purposeId.',
  paypalInUsd: 'PayPal payments are in USD.',
  quantityAtLeastOne: 'Quantity must be at least 1.',
  quantityNotNegative: 'Quantity cannot be negative.',
  quantityWhole: 'Quantity must be a whole number.',
  typeMessage: 'Please type a message.',
  unknownPhotoFile: 'Unknown photo file.',
  // API answers to customers
  removedFromCart: 'Removed from cart.',
  cartUpdated: 'Cart updated.',
  rechargeWithOperator:
    'Your recharge is being processed by the operator. It usually completes within a few minutes; if it fails, the money comes back on its own.',
  paypalNotApproved: 'This PayPal payment was not approved. Please pay again.',
  paypalInstrumentDeclined: 'PayPal declined the payment method. Please pay again with another one.',
  // Notifications (the bell; the web shows them in the reader's language)
  notifyNewMessage: 'New message',
  notifyCanMessage: 'You can now message each other.',
  notifyVerified: 'Your profile is verified',
  notifyVerifiedBody: 'We checked your ID. Your profile now shows the verified badge.',
  notifyNotVerified: 'We could not verify your ID',
  // Delete my account (issue 24)
  deletionBlocked:
    'Your account still has bookings, orders, recharges or refunds open. Finish or cancel each one listed on your profile page, then try again.',
  accountDeleted: 'Your account has been deleted.',
  memberDeletedAccount: 'This member has deleted their account. You can no longer message them.',
  adminCannotBeDeleted: 'An admin account cannot be deleted here. Ask a super admin to remove your admin areas first.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/**
 * Messages that carry a value (a wait in whole seconds or minutes, a name, an
 * amount): each a function of its values that only writes them in, so the
 * API can read a filled-in text back (translate-message.ts). Hindi beside
 * them in messages-hi.ts.
 */
export const MESSAGE_TEMPLATES = {
  passwordLocked: (minutes: number) =>
    `Too many wrong passwords. Please try again in ${minutes} minutes or reset your password.`,
  resend: (seconds: number) => `Please wait ${seconds} seconds before requesting a new OTP.`,
  tooManySends: (minutes: number) => `Too many OTP requests for this number. Please try again in ${minutes} minutes.`,
  tooManyTries: (minutes: number) => `Too many wrong attempts for this number. Please try again in ${minutes} minutes.`,
  tooManySendsFromIp: (minutes: number) =>
    `Too many OTP requests from this network. Please try again in ${minutes} minutes.`,
  tooManyRequests: (seconds: number) => `Too many requests. Please try again in ${seconds} seconds.`,
  consultancyTooMany: (minutes: number) => `You have sent many requests. Please try again in ${minutes} minutes.`,
  // Shop (`product` is its name)
  outOfStock: (product: string) => `Sorry, ${product} is out of stock.`,
  fewLeft: (stock: number, product: string) => `Only ${stock} of ${product} left in stock. Please reduce the quantity.`,
  cartQuantityLimit: (max: number) => `You can buy at most ${max} of one product.`,
  wentOutOfStockRefund: (product: string) => `Sorry, ${product} went out of stock. Your payment will be refunded.`,
  fewLeftRefund: (stock: number, product: string) =>
    `Only ${stock} of ${product} left in stock. Your payment will be refunded; please update your cart.`,
  wentOutOfStock: (product: string) => `Sorry, ${product} went out of stock.`,
  addressLimit: (max: number) => `You can keep up to ${max} addresses. Please delete one first.`,
  dataExportReadyBody: (days: number) => `Download it from your profile within ${days} days.`,
  dataExportLimit: (max: number) => `You can request your data ${max} times a day. Please try again tomorrow.`,
  // Puja (`name` is the package's)
  packageTakesOneName: (name: string) => `The “${name}” package takes 1 name. Please remove the extra names.`,
  packageTakesNames: (name: string, persons: number) =>
    `The “${name}” package takes up to ${persons} names. Please remove the extra names.`,
  // Yatra (`price` formatted, e.g. ₹12,500)
  yatraPriceDiffers: (price: string) =>
    `The price for these travellers is ${price}. Your payment will be refunded; please book again.`,
  departureClosed: (days: number) =>
    `Booking for this departure has closed (it closes ${days} days before the start). Your payment will be refunded; please choose a later departure.`,
  seatsLeft: (seats: number) => `Only ${seats} seats are left on this departure. Your payment will be refunded.`,
  // Recharge and bills (`service` and `operator` are their names; amounts formatted, e.g. ₹1,499)
  notABill: (service: string) => `${service} is a recharge, not a bill. Your payment will be refunded.`,
  isABill: (service: string) => `${service} is a bill payment. Your payment will be refunded.`,
  serviceUnavailable: (service: string) =>
    `${service} payments are not available right now. Your payment will be refunded.`,
  refundIsFor: (amount: string) => `The refund is for the ${amount} paid for this recharge.`,
  billWithoutFetch: (service: string) => `${service} bills are paid without fetching. Enter the amount to pay.`,
  billFetchExpired: (minutes: number) =>
    `This bill was fetched more than ${minutes} minutes ago. Please fetch it again.`,
  amountDue: (amount: string) => `The amount due is ${amount}. Please pay the amount due.`,
  noPlans: (operator: string) => `${operator} does not publish plans here. Please enter the amount.`,
  amountRange: (service: string, min: string, max: string) =>
    `The amount for ${service} must be between ${min} and ${max}.`,
  outOfStockRemove: (product: string) => `Sorry, ${product} is out of stock. Please remove it from your cart.`,
  cartTotalChanged: (amount: string) => `Your cart total is now ${amount}. Please review your cart and pay again.`,
  planPriceChanged: (amount: string) => `This plan now costs ${amount}. Please review the plan and pay again.`,
  doubleSharingNeedsAdults: (adults: number) => `Double sharing needs at least ${adults} adults.`,
  tripleSharingNeedsAdults: (adults: number) => `Triple sharing needs at least ${adults} adults.`,
  refundToCard: (from: number, to: number) => `to your card, usually within ${from}–${to} working days`,
  refundToBank: (from: number, to: number) => `to your bank account, usually within ${from}–${to} working days`,
  refundToUpi: (from: number, to: number) => `to your UPI account, usually within ${from}–${to} working days`,
  refundToWallet: (from: number, to: number) => `to your wallet, usually within ${from}–${to} working days`,
  // `destination`: a refundTo… text
  yatraCancelledRefund: (amount: string, destination: string) =>
    `Your booking is cancelled. ${amount} will be refunded ${destination}.`,
  // Form validation that carries a limit (contracts schemas)
  passwordMinLength: (min: number) => `Password must be at least ${min} characters.`,
  consultancyMessageMax: (max: number) => `The message can have at most ${max} characters.`,
  chatMessageMax: (max: number) => `A message can be at most ${max} characters.`,
  heightRange: (min: number, max: number) => `Height must be between ${min} and ${max} cm.`,
  brideAgeRange: (min: number, max: number) => `A bride must be between ${min} and ${max} years old.`,
  groomAgeRange: (min: number, max: number) => `A groom must be between ${min} and ${max} years old.`,
  // `min` and `max` are dollars as written, e.g. 1 and 10,000
  dollarAmountRange: (min: string, max: string) => `The amount must be between $${min} and $${max}.`,
  yatraMaxTravellers: (max: number) => `One booking takes up to ${max} travellers.`,
  // API answers that carry a value: a status, an upload's noun, an operator's number label (message-values.ts
  // has their Hindi), an operator's and a service's names, a size in MB
  bookingAlready: (status: string) => `This booking is already ${status}.`,
  noBillDue: (label: string) => `No bill is due on this ${label} right now.`,
  enterValidNumber: (label: string, example: string) => `Please enter a valid ${label}, e.g. ${example}.`,
  operatorOfOtherService: (operator: string, service: string, slug: string) =>
    `${operator} is a ${service} operator; bill_type must be ${slug}.`,
  sendAsFileUpload: (noun: string) => `Please send the ${noun} as a file upload.`,
  fileTooLarge: (noun: string, mb: number) => `The ${noun} is larger than ${mb} MB. Please choose a smaller one.`,
  // `noun` with its article: "an image"
  chooseFileToUpload: (noun: string) => `Please choose ${noun} to upload.`,
  // `reason`: the provider's; `destination`: a refundTo… text
  rechargeFailedRefund: (reason: string, destination: string) =>
    `${reason} Your payment is being refunded ${destination}.`,
  // Notifications; `name`: the other member's first name, `reason`: the reviewer's words
  notifyInterest: (name: string) => `${name} sent you an interest`,
  notifyAccepted: (name: string) => `${name} accepted your interest`,
  notifyNewMessageFrom: (name: string) => `New message from ${name}`,
  notifyPhotoRequest: (name: string) => `${name} asked to see your photos`,
  notifyNotVerifiedBody: (reason: string) => `Reason: ${reason} You can send your documents again.`,
  // Recharge without repeat work (issue 23); `date` formatted in IST, e.g. 12 March 2026
  savedBillersFull: (max: number) => `You can save up to ${max} billers. Please delete one first.`,
  complaintTooEarly: (minutes: number) =>
    `Recharges usually finish within a few minutes. You can raise a complaint once this one has been pending for ${minutes} minutes.`,
  reminderPlanEnding: (number: string, date: string) =>
    `The plan on ${number} ends on ${date}. Recharge now to stay connected.`,
  reminderBillDue: (biller: string, amount: string, date: string) => `${biller}: ${amount} is due on ${date}.`,
  // Delete my account (issue 24): what to do about each open item (`date` e.g. 12 May 2026)
  deletionBlockedYatra: (name: string, date: string) =>
    `Cancel your yatra booking to ${name} on ${date} first, or wait until it is over.`,
  deletionBlockedPuja: (name: string, date: string) =>
    `Your ${name} booking on ${date} is not complete yet. Please wait until it is completed (and any prasad sent), or ask us to cancel it.`,
  deletionBlockedOrder: (reference: string) =>
    `Your order ${reference} has not been delivered yet. Please wait until it is delivered, or ask us to cancel it.`,
  deletionBlockedRecharge: (number: string, reference: string) =>
    `Your recharge of ${number} (${reference}) is still pending. Please wait for its result.`,
  deletionBlockedRefund: (amount: string) =>
    `A refund of ${amount} is still on its way to you. Please wait until it reaches you.`,
  // Any refusal after payment; read last, so the templates above are tried first.
  withRefund: (reason: string) => `${reason} Your payment will be refunded.`,
};

/** OTP resend / lock messages that carry a wait, in whole seconds or minutes. */
export const waitMessage = {
  passwordLocked: MESSAGE_TEMPLATES.passwordLocked,
  resend: MESSAGE_TEMPLATES.resend,
  tooManySends: MESSAGE_TEMPLATES.tooManySends,
  tooManyTries: MESSAGE_TEMPLATES.tooManyTries,
  tooManySendsFromIp: MESSAGE_TEMPLATES.tooManySendsFromIp,
};
