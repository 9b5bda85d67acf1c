/**
 * Operators and billers for every service in services.ts, as plain data (no database or HTTP
 * code). `product_code` is what the web sends in the SPEC §3 recharge payload; it is unique
 * across the whole list.
 *
 * Number formats are the shapes the billers' forms ask for (digit counts and fixed prefixes);
 * the sandbox checks the shape only, never that an account exists. They are approximations:
 * check each against the live aggregator's biller list before going live.
 *
 * Sources: DOMAIN.md (Recharge and bills: operators, DTH, BBPS billers); BBPS biller lists as
 * the payment apps show them and the operators' own help pages (general knowledge). State
 * electricity boards under their current names (TANGEDCO's distribution arm is TNPDCL since
 * 2024; TSSPDCL is TGSPDCL since 2024).
 */
import { SERVICE_IDS, type ServiceId } from './services.js';

export type MobileOperatorCode = 'JIO' | 'AIRTEL' | 'VI' | 'BSNL';
export type DthOperatorCode = 'TATAPLAY' | 'AIRTELDTH' | 'DISHTV' | 'D2H' | 'SUNDIRECT';

export interface CatalogueOperator {
  /** Unique, upper-case A–Z, 0–9 and _. */
  product_code: string;
  name: string;
  service_id: ServiceId;
  /** The number field's label for this biller. */
  numberLabel: string;
  /** Anchored regular expression (source) the number must match. */
  numberPattern: string;
  /** A made-up number of the right shape, for placeholders and tests. */
  numberExample: string;
  /** State or region, for state utilities and municipal billers. */
  state: string | null;
}

export interface MobileOperator {
  code: MobileOperatorCode;
  name: string;
  prepaidProductCode: string;
  postpaidProductCode: string;
}

const MOBILE = '^[6-9]\\d{9}$';
const MOBILE_EXAMPLE = '9876543210';
const VEHICLE = '^([A-Z]{2}\\d{1,2}[A-Z]{0,3}\\d{4}|\\d{2}BH\\d{4}[A-Z]{1,2})$';

function op(
  service_id: ServiceId,
  product_code: string,
  name: string,
  numberLabel: string,
  numberPattern: string,
  numberExample: string,
  state: string | null = null,
): CatalogueOperator {
  return { product_code, name, service_id, numberLabel, numberPattern, numberExample, state };
}

/** The four mobile networks (DOMAIN.md). The prepaid product code is the operator code. */
export const MOBILE_OPERATORS: MobileOperator[] = [
  { code: 'JIO', name: 'Jio', prepaidProductCode: 'JIO', postpaidProductCode: 'JIO_POSTPAID' },
  { code: 'AIRTEL', name: 'Airtel', prepaidProductCode: 'AIRTEL', postpaidProductCode: 'AIRTEL_POSTPAID' },
  { code: 'VI', name: 'Vi', prepaidProductCode: 'VI', postpaidProductCode: 'VI_POSTPAID' },
  { code: 'BSNL', name: 'BSNL', prepaidProductCode: 'BSNL', postpaidProductCode: 'BSNL_POSTPAID' },
];

const { PREPAID, POSTPAID, DTH, ELECTRICITY, WATER, PIPED_GAS, LPG, BROADBAND, LANDLINE, FASTAG, INSURANCE } =
  SERVICE_IDS;
const { CABLE_TV, LOAN_EMI, CREDIT_CARD, MUNICIPAL_TAX, EDUCATION_FEES, HOUSING_SOCIETY, DONATION, SUBSCRIPTION } =
  SERVICE_IDS;

const mobile: CatalogueOperator[] = MOBILE_OPERATORS.flatMap((m) => [
  op(PREPAID, m.prepaidProductCode, m.name, 'Mobile number', MOBILE, MOBILE_EXAMPLE),
  op(POSTPAID, m.postpaidProductCode, `${m.name} Postpaid`, 'Mobile number', MOBILE, MOBILE_EXAMPLE),
]);

/** DTH (DOMAIN.md): DD Free Dish needs no recharge, so it is not listed. */
const dth: CatalogueOperator[] = [
  op(DTH, 'TATAPLAY', 'Tata Play', 'Subscriber ID (10 digits, starts with 1)', '^1\\d{9}$', '1023456789'),
  op(DTH, 'AIRTELDTH', 'Airtel Digital TV', 'Customer ID (10 digits, starts with 3)', '^3\\d{9}$', '3012345678'),
  op(DTH, 'DISHTV', 'Dish TV', 'Viewing card number (11 digits, starts with 0)', '^0\\d{10}$', '01234567890'),
  op(DTH, 'D2H', 'd2h', 'Customer ID (9 digits)', '^\\d{9}$', '123456789'),
  op(DTH, 'SUNDIRECT', 'Sun Direct', 'Smart card number (11 digits, starts with 4)', '^4\\d{10}$', '41234567890'),
];

const electricity: CatalogueOperator[] = [
  op(ELECTRICITY, 'BSES_RAJDHANI', 'BSES Rajdhani', 'CA number (9 digits)', '^\\d{9}$', '150123456', 'Delhi'),
  op(ELECTRICITY, 'BSES_YAMUNA', 'BSES Yamuna', 'CA number (9 digits)', '^\\d{9}$', '100234567', 'Delhi'),
  op(ELECTRICITY, 'TPDDL', 'Tata Power-DDL', 'CA number (11 digits)', '^\\d{11}$', '60012345678', 'Delhi'),
  op(
    ELECTRICITY,
    'MSEDCL',
    'MSEDCL (Mahavitaran)',
    'Consumer number (12 digits)',
    '^\\d{12}$',
    '170012345678',
    'Maharashtra',
  ),
  op(
    ELECTRICITY,
    'ADANI_MUMBAI',
    'Adani Electricity Mumbai',
    'Consumer number (9 digits)',
    '^\\d{9}$',
    '100012345',
    'Maharashtra',
  ),
  op(
    ELECTRICITY,
    'TATAPOWER_MUMBAI',
    'Tata Power Mumbai',
    'CA number (12 digits)',
    '^\\d{12}$',
    '900012345678',
    'Maharashtra',
  ),
  op(ELECTRICITY, 'BESCOM', 'BESCOM', 'Account ID (10 digits)', '^\\d{10}$', '1234567890', 'Karnataka'),
  op(
    ELECTRICITY,
    'TNPDCL',
    'TNPDCL (formerly TANGEDCO)',
    'Consumer number (9–12 digits)',
    '^\\d{9,12}$',
    '0123456789',
    'Tamil Nadu',
  ),
  op(
    ELECTRICITY,
    'UPPCL_URBAN',
    'UPPCL (Urban)',
    'Account number (10 digits)',
    '^\\d{10}$',
    '2012345678',
    'Uttar Pradesh',
  ),
  op(
    ELECTRICITY,
    'UPPCL_RURAL',
    'UPPCL (Rural)',
    'Account number (10 digits)',
    '^\\d{10}$',
    '3012345678',
    'Uttar Pradesh',
  ),
  op(ELECTRICITY, 'WBSEDCL', 'WBSEDCL', 'Consumer ID (9 digits)', '^\\d{9}$', '112345678', 'West Bengal'),
  op(ELECTRICITY, 'CESC', 'CESC Kolkata', 'Customer ID (11 digits)', '^\\d{11}$', '01234567890', 'West Bengal'),
  op(ELECTRICITY, 'PSPCL', 'PSPCL', 'Account number (10–12 characters)', '^[A-Z0-9]{10,12}$', '3000123456', 'Punjab'),
  op(ELECTRICITY, 'DHBVN', 'DHBVN', 'Account number (10–12 digits)', '^\\d{10,12}$', '8123456789', 'Haryana'),
  op(
    ELECTRICITY,
    'JVVNL',
    'Jaipur Vidyut Vitran Nigam (JVVNL)',
    'K number (12 digits)',
    '^\\d{12}$',
    '210123456789',
    'Rajasthan',
  ),
  op(ELECTRICITY, 'KSEB', 'KSEB', 'Consumer number (13 digits)', '^\\d{13}$', '1156012345678', 'Kerala'),
  op(
    ELECTRICITY,
    'TGSPDCL',
    'TGSPDCL (formerly TSSPDCL)',
    'Unique service number (9 digits)',
    '^\\d{9}$',
    '110123456',
    'Telangana',
  ),
  op(
    ELECTRICITY,
    'APSPDCL',
    'APSPDCL',
    'Service number (9–13 digits)',
    '^\\d{9,13}$',
    '1234567890123',
    'Andhra Pradesh',
  ),
  op(ELECTRICITY, 'UGVCL', 'UGVCL', 'Consumer number (11 digits)', '^\\d{11}$', '21012345678', 'Gujarat'),
  op(
    ELECTRICITY,
    'MPMKVVCL',
    'MP Madhya Kshetra VVCL (Bhopal)',
    'IVRS number (10–12 characters)',
    '^[A-Z0-9]{10,12}$',
    'N1234567890',
    'Madhya Pradesh',
  ),
  op(ELECTRICITY, 'CSPDCL', 'CSPDCL', 'Business partner number (10 digits)', '^\\d{10}$', '1000123456', 'Chhattisgarh'),
  op(ELECTRICITY, 'SBPDCL', 'SBPDCL', 'CA number (9–12 digits)', '^\\d{9,12}$', '101234567', 'Bihar'),
  op(ELECTRICITY, 'NBPDCL', 'NBPDCL', 'CA number (9–12 digits)', '^\\d{9,12}$', '201234567', 'Bihar'),
  op(
    ELECTRICITY,
    'TPCODL',
    'TP Central Odisha (TPCODL)',
    'Consumer number (11–12 digits)',
    '^\\d{11,12}$',
    '51012345678',
    'Odisha',
  ),
  op(ELECTRICITY, 'APDCL', 'APDCL', 'Consumer number (11–12 digits)', '^\\d{11,12}$', '02012345678', 'Assam'),
  op(ELECTRICITY, 'HPSEBL', 'HPSEBL', 'Consumer ID (12 digits)', '^\\d{12}$', '100012345678', 'Himachal Pradesh'),
];

const water: CatalogueOperator[] = [
  op(WATER, 'DJB', 'Delhi Jal Board', 'K number (10 digits)', '^\\d{10}$', '2012345678', 'Delhi'),
  op(WATER, 'BWSSB', 'BWSSB Bengaluru', 'RR number', '^[A-Z0-9]{6,12}$', 'W12345678', 'Karnataka'),
  op(WATER, 'HMWSSB', 'Hyderabad Metro Water (HMWSSB)', 'CAN number (9 digits)', '^\\d{9}$', '012345678', 'Telangana'),
  op(WATER, 'CMWSSB', 'Chennai Metro Water (CMWSSB)', 'CMWSSB number', '^[A-Z0-9]{8,15}$', '0123456789', 'Tamil Nadu'),
  op(
    WATER,
    'PMC_WATER',
    'Pune Municipal Corporation — Water',
    'Consumer number',
    '^\\d{8,12}$',
    '12345678',
    'Maharashtra',
  ),
];

const pipedGas: CatalogueOperator[] = [
  op(PIPED_GAS, 'IGL', 'Indraprastha Gas (IGL)', 'BP number (10 digits)', '^\\d{10}$', '5000123456', 'Delhi NCR'),
  op(PIPED_GAS, 'MGL', 'Mahanagar Gas (MGL)', 'CA number (12 digits)', '^\\d{12}$', '210012345678', 'Maharashtra'),
  op(PIPED_GAS, 'ADANI_GAS', 'Adani Total Gas', 'Customer ID (10 digits)', '^\\d{10}$', '1000123456', null),
  op(PIPED_GAS, 'GUJARAT_GAS', 'Gujarat Gas', 'Service number (12 digits)', '^\\d{12}$', '100012345678', 'Gujarat'),
  op(
    PIPED_GAS,
    'MNGL',
    'Maharashtra Natural Gas (MNGL)',
    'BP number (10 digits)',
    '^\\d{10}$',
    '1000234567',
    'Maharashtra',
  ),
];

const LPG_ID = '^(\\d{17}|[6-9]\\d{9})$';
const lpg: CatalogueOperator[] = [
  op(LPG, 'INDANE', 'Indane Gas', 'LPG ID (17 digits) or registered mobile number', LPG_ID, '71234567890123456'),
  op(LPG, 'HPGAS', 'HP Gas', 'LPG ID (17 digits) or registered mobile number', LPG_ID, '72345678901234567'),
  op(LPG, 'BHARATGAS', 'Bharatgas', 'LPG ID (17 digits) or registered mobile number', LPG_ID, '73456789012345678'),
];

const broadband: CatalogueOperator[] = [
  op(
    BROADBAND,
    'BSNL_BROADBAND',
    'BSNL Broadband / Bharat Fibre',
    'Account number (10 digits)',
    '^\\d{10}$',
    '9012345678',
  ),
  op(BROADBAND, 'AIRTEL_FIBER', 'Airtel Xstream Fiber', 'Landline number with STD code', '^0?\\d{10}$', '01141234567'),
  op(BROADBAND, 'JIOFIBER', 'JioFiber', 'Registered mobile number', MOBILE, MOBILE_EXAMPLE),
  op(BROADBAND, 'ACT', 'ACT Fibernet', 'Account number or username', '^[A-Za-z0-9._]{4,30}$', '1012345678'),
];

const landline: CatalogueOperator[] = [
  op(LANDLINE, 'BSNL_LANDLINE', 'BSNL Landline', 'Telephone number with STD code', '^0?\\d{10}$', '01202345678'),
  op(LANDLINE, 'AIRTEL_LANDLINE', 'Airtel Landline', 'Telephone number with STD code', '^0?\\d{10}$', '02241234567'),
  op(LANDLINE, 'MTNL_DELHI', 'MTNL Delhi', 'Telephone number (8 digits)', '^\\d{8}$', '23456789', 'Delhi'),
  op(LANDLINE, 'MTNL_MUMBAI', 'MTNL Mumbai', 'Telephone number (8 digits)', '^\\d{8}$', '24123456', 'Maharashtra'),
];

const fastag: CatalogueOperator[] = [
  op(FASTAG, 'FASTAG_ICICI', 'ICICI Bank FASTag', 'Vehicle number', VEHICLE, 'DL3CAB1234'),
  op(FASTAG, 'FASTAG_HDFC', 'HDFC Bank FASTag', 'Vehicle number', VEHICLE, 'MH12DE1433'),
  op(FASTAG, 'FASTAG_SBI', 'SBI FASTag', 'Vehicle number', VEHICLE, 'UP16BT4567'),
  op(FASTAG, 'FASTAG_AXIS', 'Axis Bank FASTag', 'Vehicle number', VEHICLE, 'KA01MJ2024'),
  op(FASTAG, 'FASTAG_IDFC', 'IDFC FIRST Bank FASTag', 'Vehicle number', VEHICLE, '22BH1234AA'),
  op(FASTAG, 'FASTAG_KOTAK', 'Kotak Mahindra Bank FASTag', 'Vehicle number', VEHICLE, 'TN09BY7777'),
];

const insurance: CatalogueOperator[] = [
  op(
    INSURANCE,
    'LIC',
    'Life Insurance Corporation of India (LIC)',
    'Policy number (9 digits)',
    '^\\d{9}$',
    '123456789',
  ),
  op(INSURANCE, 'HDFC_LIFE', 'HDFC Life', 'Policy number (8 digits)', '^\\d{8}$', '12345678'),
  op(INSURANCE, 'ICICI_PRU_LIFE', 'ICICI Prudential Life', 'Policy number (8 digits)', '^\\d{8}$', '23456789'),
  op(INSURANCE, 'SBI_LIFE', 'SBI Life', 'Policy number (11 digits)', '^\\d{11}$', '12345678901'),
  op(INSURANCE, 'STAR_HEALTH', 'Star Health', 'Policy number', '^[A-Z0-9/]{10,30}$', 'P/111111/01/2026/000123'),
];

const cableTv: CatalogueOperator[] = [
  op(CABLE_TV, 'HATHWAY', 'Hathway Digital', 'Customer ID', '^\\d{6,12}$', '12345678'),
  op(CABLE_TV, 'DEN', 'DEN Networks', 'Customer ID', '^\\d{6,12}$', '23456789'),
  op(CABLE_TV, 'GTPL', 'GTPL Hathway', 'Customer ID', '^\\d{6,12}$', '34567890'),
  op(CABLE_TV, 'SITI', 'SITI Networks', 'Customer ID', '^\\d{6,12}$', '45678901'),
];

const loanEmi: CatalogueOperator[] = [
  op(LOAN_EMI, 'BAJAJ_FINANCE', 'Bajaj Finance', 'Loan account number', '^[A-Z0-9]{8,20}$', '4SSELL12345678'),
  op(LOAN_EMI, 'TATA_CAPITAL', 'Tata Capital', 'Loan account number', '^[A-Z0-9]{8,20}$', 'TCFPL0123456789'),
  op(LOAN_EMI, 'MUTHOOT', 'Muthoot Finance', 'Loan account number', '^[A-Z0-9]{8,20}$', '12345678901234'),
  op(LOAN_EMI, 'HDB_FINANCIAL', 'HDB Financial Services', 'Loan account number', '^[A-Z0-9]{8,20}$', '1234567890'),
];

const creditCard: CatalogueOperator[] = [
  op(CREDIT_CARD, 'CC_SBI', 'SBI Card', 'Registered mobile number', MOBILE, MOBILE_EXAMPLE),
  op(CREDIT_CARD, 'CC_HDFC', 'HDFC Bank Credit Card', 'Registered mobile number', MOBILE, MOBILE_EXAMPLE),
  op(CREDIT_CARD, 'CC_ICICI', 'ICICI Bank Credit Card', 'Registered mobile number', MOBILE, MOBILE_EXAMPLE),
  op(CREDIT_CARD, 'CC_AXIS', 'Axis Bank Credit Card', 'Registered mobile number', MOBILE, MOBILE_EXAMPLE),
];

const municipalTax: CatalogueOperator[] = [
  op(
    MUNICIPAL_TAX,
    'MCD_PROPERTY',
    'Municipal Corporation of Delhi — Property Tax',
    'Property ID',
    '^[A-Z0-9-]{6,20}$',
    'MCD-123456',
    'Delhi',
  ),
  op(
    MUNICIPAL_TAX,
    'PMC_PROPERTY',
    'Pune Municipal Corporation — Property Tax',
    'Property ID',
    '^[A-Z0-9-]{6,20}$',
    '01234567890',
    'Maharashtra',
  ),
  op(
    MUNICIPAL_TAX,
    'GCC_PROPERTY',
    'Greater Chennai Corporation — Property Tax',
    'Property ID',
    '^[A-Z0-9-]{6,20}$',
    '09-123-45678',
    'Tamil Nadu',
  ),
];

/** Schools, housing societies, donation and subscription billers are sandbox stand-ins. */
const sandboxBillers: CatalogueOperator[] = [
  op(
    EDUCATION_FEES,
    'EDU_SANDBOX_SCHOOL',
    'Sandbox Public School',
    'Student enrolment number',
    '^[A-Z0-9]{4,15}$',
    'SPS2026001',
  ),
  op(
    EDUCATION_FEES,
    'EDU_SANDBOX_UNIVERSITY',
    'Sandbox University',
    'Student enrolment number',
    '^[A-Z0-9]{4,15}$',
    'SU26BT0042',
  ),
  op(
    HOUSING_SOCIETY,
    'SOCIETY_SANDBOX',
    'Sandbox Residents Welfare Society',
    'Flat number',
    '^[A-Z0-9/-]{1,12}$',
    'B-1204',
  ),
  op(DONATION, 'DONATE_TEMPLE_TRUST', 'Sandbox Temple Trust', 'Mobile number', MOBILE, MOBILE_EXAMPLE),
  op(DONATION, 'DONATE_ANNADANAM', 'Sandbox Annadanam Fund', 'Mobile number', MOBILE, MOBILE_EXAMPLE),
  op(
    SUBSCRIPTION,
    'SUB_SANDBOX_NEWSPAPER',
    'Sandbox Newspaper Subscription',
    'Subscriber ID',
    '^\\d{6,12}$',
    '10023456',
  ),
  op(SUBSCRIPTION, 'SUB_SANDBOX_OTT', 'Sandbox OTT Subscription', 'Registered mobile number', MOBILE, MOBILE_EXAMPLE),
];

export const OPERATORS: CatalogueOperator[] = [
  ...mobile,
  ...dth,
  ...electricity,
  ...water,
  ...pipedGas,
  ...lpg,
  ...broadband,
  ...landline,
  ...fastag,
  ...insurance,
  ...cableTv,
  ...loanEmi,
  ...creditCard,
  ...municipalTax,
  ...sandboxBillers,
];

/** The operators and billers for a service, in list order. */
export function operatorsFor(serviceId: number): CatalogueOperator[] {
  return OPERATORS.filter((o) => o.service_id === serviceId);
}

/** The operator or biller with this product code, or undefined. */
export function operatorByProductCode(productCode: string): CatalogueOperator | undefined {
  return OPERATORS.find((o) => o.product_code === productCode);
}

/** Whether `number` has the shape this operator's form asks for (upper-cased, spaces removed). */
export function numberMatches(operator: CatalogueOperator, number: string): boolean {
  return new RegExp(operator.numberPattern).test(number.replace(/\s+/g, '').toUpperCase());
}
