/**
 * GST arithmetic of a tax invoice (CGST Act 2017 s.31, CGST Rules r.46), in
 * integer minor units only (paise; cents for a USD export), never floats.
 * Seva's prices are GST-inclusive (the shop's `pricePaise`, a puja package's
 * price, a yatra's fare), so each line's taxable value is backed out of its
 * gross amount: taxable = round(gross × 100 / (100 + rate)), tax = gross −
 * taxable. Rounding per line makes the lines add up exactly to the amount
 * paid. Intra-state supplies (place of supply in the seller's state) split the
 * tax into CGST and SGST halves (the odd paisa to SGST); inter-state ones
 * carry IGST; an export (outside India) is zero-rated under LUT.
 */

/** GST state codes (first two digits of a GSTIN), by the state names of contracts' INDIAN_STATES. */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** Where a supply is taxed: an Indian state (by name), or outside India (an export of services). */
export type PlaceOfSupply = { state: string } | { outsideIndia: true };

/** "Uttar Pradesh (09)", or "Outside India (export)". */
export function placeOfSupplyLabel(place: PlaceOfSupply): string {
  if ('outsideIndia' in place) return 'Outside India (export)';
  const code = GST_STATE_CODES[place.state];
  return code ? `${place.state} (${code})` : place.state;
}

/** One thing sold, as the invoice is given it: gross (GST-inclusive) unit price in minor units. */
export interface TaxableItem {
  description: string;
  /** HSN (goods) or SAC (services) code. */
  hsn: string;
  quantity: number;
  /** GST-inclusive price of one unit, minor units. */
  unitPrice: number;
  /** GST rate in percent (0, 5, 18…). */
  gstRate: number;
}

/** A computed invoice line; every amount in minor units. */
export interface InvoiceLine extends TaxableItem {
  /** unitPrice × quantity: what the customer paid for the line. */
  gross: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface InvoiceTotals {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** Sum of the lines' gross amounts: the amount paid. */
  total: number;
}

/**
 * The lines and totals of `items` supplied by a seller in `sellerState` to
 * `place`. Throws RangeError on a negative or fractional amount, quantity or rate.
 */
export function computeInvoice(
  items: readonly TaxableItem[],
  sellerState: string,
  place: PlaceOfSupply,
): { lines: InvoiceLine[]; totals: InvoiceTotals; intraState: boolean; export: boolean } {
  const isExport = 'outsideIndia' in place;
  const intraState = !isExport && place.state === sellerState;
  const lines = items.map((item): InvoiceLine => {
    for (const value of [item.quantity, item.unitPrice, item.gstRate])
      if (!Number.isInteger(value) || value < 0) throw new RangeError(`not a whole non-negative amount: ${value}`);
    const rate = isExport ? 0 : item.gstRate;
    const gross = item.unitPrice * item.quantity;
    const taxable = Math.round((gross * 100) / (100 + rate));
    const tax = gross - taxable;
    const cgst = intraState ? Math.floor(tax / 2) : 0;
    return {
      ...item,
      gstRate: rate,
      gross,
      taxable,
      cgst,
      sgst: intraState ? tax - cgst : 0,
      igst: intraState ? 0 : tax,
    };
  });
  const sum = (key: 'taxable' | 'cgst' | 'sgst' | 'igst' | 'gross') =>
    lines.reduce((total, line) => total + line[key], 0);
  return {
    lines,
    totals: { taxable: sum('taxable'), cgst: sum('cgst'), sgst: sum('sgst'), igst: sum('igst'), total: sum('gross') },
    intraState,
    export: isExport,
  };
}

/**
 * The Indian financial year (1 April – 31 March, in India's time) of
 * `moment`, as "2026-27".
 */
export function financialYearOf(moment: Date): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
  })
    .format(moment)
    .split('-')
    .map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}
