/**
 * Business constants of SPEC §9 (and the OTP rules of the foundation issue).
 * Times are in seconds unless the name says otherwise; pixel values in CSS px.
 */
export const OTP_LENGTH = 4;
/** SPEC §9: the customer may ask for a new code after 30 s. */
export const OTP_RESEND_WAIT_SECONDS = 30;
/** A code is valid for 5 minutes. */
export const OTP_TTL_SECONDS = 5 * 60;
/** A code dies after 5 wrong tries. */
export const OTP_MAX_WRONG_TRIES_PER_CODE = 5;
/**
 * After 10 wrong tries on a number's codes in a rolling hour the number is
 * throttled: a stranger's code then dies at its first wrong try, and a verify
 * without a challenge id answers 429 (docs/decisions/004-otp-and-password-limits.md).
 */
export const OTP_MAX_WRONG_TRIES_PER_HOUR = 10;
/**
 * At most this many codes per number per rolling hour for devices that never
 * logged in on it, and as many again for remembered devices.
 */
export const OTP_MAX_SENDS_PER_NUMBER_PER_HOUR = 5;
/** A remembered device (one that logged in on the number by OTP) stays remembered for 90 days. */
export const TRUSTED_DEVICE_TTL_SECONDS = 90 * 24 * 60 * 60;
/** A signup waits this long for the OTP of its mobile before it is forgotten. */
export const SIGNUP_TTL_SECONDS = 30 * 60;
/**
 * At most this many OTP sends to strangers' numbers from one IP address per
 * hour: a ceiling against SMS pumping, sized for a carrier-NAT address that
 * many real people share (the per-number limits do the protecting).
 */
export const OTP_MAX_SENDS_PER_IP_PER_HOUR = 100;

export const DEFAULT_COUNTRY = 'IN';
export const DEFAULT_DIAL_CODE = '+91';
/** SPEC §9: recharge pincode when the customer has none. */
export const DEFAULT_PINCODE = '201301';

export const CURRENCY_CARD = 'INR';
export const CURRENCY_PAYPAL = 'USD';

export const THEME_COLOUR = '#E15602';

/** SPEC §9 dialog timers, in milliseconds. */
export const LOGOUT_CONFIRM_TIMER_MS = 20_000;
export const INFO_DIALOG_TIMER_MS = 20_000;
export const SUCCESS_DIALOG_TIMER_MS = 2_000;

/** SPEC §9 layout breakpoints and sizes (px). */
export const MOBILE_MENU_BREAKPOINT_PX = 500;
export const SCROLL_THRESHOLD_PX = 20;
export const SIDEBAR_EXPANDED_PX = 250;
export const SIDEBAR_COLLAPSED_PX = 60;
export const SIDEBAR_NARROW_COLLAPSED_PX = 80;
export const SIDEBAR_BREAKPOINT_PX = 700;

/** SPEC §9: recharge services with these ids are never shown. */
export const HIDDEN_RECHARGE_SERVICE_IDS = [30, 31] as const;

/** SPEC §9: 24 hex characters are a record id. */
export const RECORD_ID_PATTERN = /^[0-9a-f]{24}$/;

/** E-mail verification links stay valid for 24 hours. */
export const EMAIL_VERIFICATION_TTL_SECONDS = 24 * 60 * 60;
/** Login sessions last 30 days (their refresh cookie); each access token only ACCESS_TOKEN_TTL_SECONDS (docs/decisions/005). */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

export const ROLES = ['customer', 'admin'] as const;
export type Role = (typeof ROLES)[number];
