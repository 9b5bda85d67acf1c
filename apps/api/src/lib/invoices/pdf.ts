/**
 * Renders a GST tax invoice (CGST Rules r.46: supplier's name, address and
 * GSTIN; a consecutive number; the date; the recipient's name and address;
 * HSN/SAC; quantity; taxable value; rate and amount of CGST+SGST or IGST;
 * place of supply; total in figures and words) as an A4 PDF with pdfkit.
 * Text is set in Noto Sans Devanagari (Google Fonts' full TTF, which also
 * carries Latin and the ₹ sign; pdfkit's built-in Helvetica has neither ₹
 * nor Devanagari). Amounts arrive in minor units (paise; cents for a USD
 * export) and are printed from integers, never from floats.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { amountInWords } from './amount-words.js';
import { computeInvoice, placeOfSupplyLabel, type PlaceOfSupply, type TaxableItem } from './gst.js';

/** A name and the lines of its address, as printed. */
export interface InvoiceParty {
  name: string;
  lines: string[];
}

/** Everything an invoice prints; the tax is computed from `items` and `place`. */
export interface InvoiceDocument {
  number: string;
  issuedAt: Date;
  currency: 'INR' | 'USD';
  seller: { legalName: string; address: string; gstin: string; state: string };
  billTo: InvoiceParty;
  /** The delivery address of goods (shop orders). */
  shipTo?: InvoiceParty | undefined;
  /** What the customer knows the purchase by, e.g. { label: 'Order', value: 'SV-OD-26-000123' }. */
  reference: { label: string; value: string };
  place: PlaceOfSupply;
  items: TaxableItem[];
  payment: { id: string; method: string };
  /** Extra lines under the totals (e.g. devotees' names, the export declaration). */
  notes?: string[] | undefined;
}

const fontFile = (weight: '400Regular' | '700Bold') =>
  join(
    dirname(createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans-devanagari/package.json')),
    weight,
    `NotoSansDevanagari_${weight}.ttf`,
  );

const INDIA_DATE = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});
const GROUPING = { INR: new Intl.NumberFormat('en-IN'), USD: new Intl.NumberFormat('en-US') };

/** 12345678 → "1,23,456.78" (en-IN grouping; en-US for USD), from integer minor units. */
export function formatMinor(minor: number, currency: 'INR' | 'USD' = 'INR'): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${GROUPING[currency].format(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** The invoice date as India reads it: "29 Nov 2026". */
export function invoiceDate(moment: Date): string {
  return INDIA_DATE.format(moment);
}

const SYMBOL = { INR: '₹', USD: 'US$' } as const;

/** The invoice as PDF bytes. pdfkit is loaded on the first invoice, not at start. */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const computed = computeInvoice(invoice.items, invoice.seller.state, invoice.place);
  const money = (minor: number) => formatMinor(minor, invoice.currency);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    font: fontFile('400Regular'),
    info: { Title: `Tax Invoice ${invoice.number}`, Author: invoice.seller.legalName },
  });
  doc.registerFont('regular', fontFile('400Regular'));
  doc.registerFont('bold', fontFile('700Bold'));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  // Heading: the seller, then the invoice's number and date.
  doc.font('bold').fontSize(16).text('Tax Invoice', left, 40, { width, align: 'center' });
  doc.moveDown(0.5);
  doc.fontSize(11).text(invoice.seller.legalName);
  doc.font('regular').fontSize(9).text(invoice.seller.address);
  doc.text(`GSTIN: ${invoice.seller.gstin}    State: ${placeOfSupplyLabel({ state: invoice.seller.state })}`);
  doc.moveDown(0.5);
  const facts: [string, string][] = [
    ['Invoice number', invoice.number],
    ['Invoice date', invoiceDate(invoice.issuedAt)],
    [invoice.reference.label, invoice.reference.value],
    ['Place of supply', placeOfSupplyLabel(invoice.place)],
    ['Reverse charge', 'No'],
  ];
  for (const [label, value] of facts)
    doc.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value);
  doc.moveDown(0.5);

  // Bill to / ship to side by side.
  const partyTop = doc.y;
  const column = width / 2 - 10;
  const party = (title: string, who: InvoiceParty, x: number) => {
    doc.font('bold').text(title, x, partyTop, { width: column });
    doc.font('regular').text(who.name, { width: column });
    for (const line of who.lines) doc.text(line, { width: column });
    return doc.y;
  };
  const bottoms = [party('Bill to', invoice.billTo, left)];
  if (invoice.shipTo) bottoms.push(party('Ship to', invoice.shipTo, left + width / 2 + 10));
  doc.x = left;
  doc.y = Math.max(...bottoms) + 12;

  // The lines: CGST and SGST within the seller's state, IGST across states.
  const taxColumns = computed.intraState ? ['CGST', 'SGST'] : ['IGST'];
  const headers = ['#', 'Description', 'HSN/SAC', 'Qty', 'Rate', 'Taxable value', 'GST %', ...taxColumns, 'Amount'];
  const widths = computed.intraState
    ? [16, 143, 46, 26, 54, 60, 32, 44, 44, 50]
    : [16, 163, 46, 26, 58, 64, 34, 50, 58];
  const drawRow = (cells: string[], bold = false) => {
    const top = doc.y;
    let x = left;
    let bottom = top;
    doc.font(bold ? 'bold' : 'regular').fontSize(8);
    cells.forEach((cell, index) => {
      const w = widths[index] ?? 40;
      doc.text(cell, x + 2, top, { width: w - 4, align: index === 1 ? 'left' : 'right' });
      bottom = Math.max(bottom, doc.y);
      x += w;
    });
    doc
      .moveTo(left, bottom + 3)
      .lineTo(left + width, bottom + 3)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.x = left;
    doc.y = bottom + 6;
  };
  drawRow(headers, true);
  computed.lines.forEach((line, index) => {
    const tax = computed.intraState ? [money(line.cgst), money(line.sgst)] : [money(line.igst)];
    drawRow([
      String(index + 1),
      line.description,
      line.hsn || '—',
      String(line.quantity),
      money(line.unitPrice),
      money(line.taxable),
      `${line.gstRate}%`,
      ...tax,
      money(line.gross),
    ]);
  });
  const { totals } = computed;
  const totalTax = computed.intraState ? [money(totals.cgst), money(totals.sgst)] : [money(totals.igst)];
  drawRow(['', 'Total', '', '', '', money(totals.taxable), '', ...totalTax, money(totals.total)], true);

  // Totals in figures and words.
  doc.moveDown(0.5).fontSize(9);
  const symbol = SYMBOL[invoice.currency];
  const summary: [string, string][] = [
    ['Taxable value', `${symbol}${money(totals.taxable)}`],
    ...(computed.intraState
      ? ([
          ['CGST', `${symbol}${money(totals.cgst)}`],
          ['SGST', `${symbol}${money(totals.sgst)}`],
        ] as [string, string][])
      : ([['IGST', `${symbol}${money(totals.igst)}`]] as [string, string][])),
    ['Total (paid)', `${symbol}${money(totals.total)}`],
  ];
  for (const [label, value] of summary)
    doc.font(label.startsWith('Total') ? 'bold' : 'regular').text(`${label}: ${value}`, { width, align: 'right' });
  doc.moveDown(0.5);
  doc.font('bold').text('Amount in words: ', { continued: true });
  doc.font('regular').text(amountInWords(totals.total, invoice.currency));
  doc.moveDown(0.5);
  doc.text(`Paid by ${invoice.payment.method}, payment id ${invoice.payment.id}. Prices include GST.`);
  if (computed.export) doc.text('Export of services: supply meant for export under LUT without payment of IGST.');
  for (const note of invoice.notes ?? []) doc.text(note);
  doc.moveDown(1);
  doc.fontSize(8).fillColor('#555555').text('This is a computer-generated invoice and needs no signature.');
  doc.end();
  return done;
}
