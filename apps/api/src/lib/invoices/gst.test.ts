import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-words.js';
import { computeInvoice, financialYearOf, placeOfSupplyLabel } from './gst.js';
import { formatMinor } from './pdf.js';

const items = [
  { description: 'Brass Ganesh murti', hsn: '8306', quantity: 3, unitPrice: 129_900, gstRate: 5 },
  { description: 'Sandalwood agarbatti', hsn: '3307', quantity: 1, unitPrice: 9_999, gstRate: 18 },
  { description: 'Bhagavad Gita', hsn: '4901', quantity: 2, unitPrice: 25_000, gstRate: 0 },
];

describe('computeInvoice', () => {
  it('backs the taxable value out of GST-inclusive prices, per line in paise, and the lines add up to the amount paid', () => {
    const { lines, totals, intraState } = computeInvoice(items, 'Uttar Pradesh', { state: 'Uttar Pradesh' });
    expect(intraState).toBe(true);
    // 3 × ₹1,299 = ₹3,897 at 5 %: taxable 389700 × 100 / 105 = 371142.857… → 371143; tax 18557 = 9278 + 9279.
    expect(lines[0]).toMatchObject({ gross: 389_700, taxable: 371_143, cgst: 9_278, sgst: 9_279, igst: 0 });
    // ₹99.99 at 18 %: 9999 × 100 / 118 = 8473.7… → 8474; tax 1525 = 762 + 763.
    expect(lines[1]).toMatchObject({ gross: 9_999, taxable: 8_474, cgst: 762, sgst: 763 });
    expect(lines[2]).toMatchObject({ gross: 50_000, taxable: 50_000, cgst: 0, sgst: 0 });
    expect(totals.total).toBe(389_700 + 9_999 + 50_000);
    expect(totals.taxable + totals.cgst + totals.sgst + totals.igst).toBe(totals.total);
    for (const line of lines) expect(line.taxable + line.cgst + line.sgst + line.igst).toBe(line.gross);
  });

  it('charges IGST when the place of supply is another state, and nothing on an export', () => {
    const across = computeInvoice(items, 'Uttar Pradesh', { state: 'Bihar' });
    expect(across.intraState).toBe(false);
    expect(across.lines[0]).toMatchObject({ taxable: 371_143, cgst: 0, sgst: 0, igst: 18_557 });
    expect(across.totals.taxable + across.totals.igst).toBe(across.totals.total);
    const abroad = computeInvoice(items.slice(0, 1), 'Uttar Pradesh', { outsideIndia: true });
    expect(abroad.export).toBe(true);
    expect(abroad.lines[0]).toMatchObject({ gstRate: 0, taxable: 389_700, igst: 0 });
  });

  it('refuses fractional amounts: money is whole paise', () => {
    expect(() => computeInvoice([{ ...items[0]!, unitPrice: 1299.5 }], 'Delhi', { state: 'Delhi' })).toThrow(
      RangeError,
    );
  });
});

describe('invoice figures', () => {
  it('names the Indian financial year, turning on 1 April in India', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27'); // 23:59 IST, 31 March
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28'); // 00:00 IST, 1 April
    expect(financialYearOf(new Date('2099-12-01T00:00:00Z'))).toBe('2099-00');
  });

  it('labels the place of supply with its GST state code', () => {
    expect(placeOfSupplyLabel({ state: 'Bihar' })).toBe('Bihar (10)');
    expect(placeOfSupplyLabel({ outsideIndia: true })).toBe('Outside India (export)');
  });

  it('writes amounts from paise in Indian grouping, and in words with lakh and crore', () => {
    expect(formatMinor(12_34_56_789)).toBe('12,34,567.89');
    expect(formatMinor(5)).toBe('0.05');
    expect(amountInWords(12_34_56_789)).toBe(
      'Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven Rupees And Eighty Nine Paise Only',
    );
    expect(amountInWords(1_00_00_000_00)).toBe('One Crore Rupees Only');
    expect(amountInWords(1_340, 'USD')).toBe('Thirteen Dollars And Forty Cents Only');
  });
});
