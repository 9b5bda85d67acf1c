/**
 * Payment receipts (issue 23): once a payment has paid for what it bought
 * (fulfilPaid after its transaction committed; reconciliation's
 * fulfilByPurpose), the customer gets a `payment_receipt` notification whose
 * SMS and e-mail carry the receipt: the amount (from minor units, in the
 * payment's currency), what was bought (the record's reference, or the
 * purpose's name), the gateway's payment id, the date in India time and a
 * link to the history where the invoice is. Its dedupeKey
 * `receipt:<payment id>` makes a replayed webhook, checkout or
 * reconciliation pass send nothing twice. Sending never fails the payment:
 * notify() stores, then sends without waiting; an error here is logged.
 */
import type { PaymentPurpose } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { deliveryOf, notify } from '../notifications/service.js';
import type { PaymentRow } from './moves.js';
import { purposeNamesOf } from './purposes.js';

/** What a purpose's receipt calls the thing bought, and where its history (and invoice) is in the web app. */
const BOUGHT: Record<PaymentPurpose, { noun: string; link: string }> = {
  cart: { noun: 'order', link: '/history/product-history' },
  puja: { noun: 'puja booking', link: '/history/puja-history' },
  pitr: { noun: 'Pitr Paksha booking', link: '/history/pitr-paksha-history' },
  yatra: { noun: 'yatra booking', link: '/history/yatra-history' },
  recharge: { noun: 'recharge', link: '/history/recharge-history' },
  membership: { noun: 'Milan Sathi membership', link: '/dashboard/transactions' },
};
const OTHER = { noun: 'payment', link: '/dashboard/transactions' };

const IST = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** `minor` units of `currency` as money with two decimals: 123400 INR → "₹1,234.00", 1250 USD → "$12.50". */
export function formatMinorUnits(minor: number, currency: 'INR' | 'USD'): string {
  const format = new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
  });
  return format.format(minor / 100);
}

/** The reference a fulfilment answered (an order's or booking's `reference`, e.g. SV-OD-26-004821), or null. */
export function referenceOf(made: unknown): string | null {
  const reference = (made as { reference?: unknown } | null)?.reference;
  return typeof reference === 'string' && reference ? reference : null;
}

export interface Receipt {
  title: string;
  body: string;
  link: string;
  sms: string;
  email: { subject: string; text: string; html: string };
}

/**
 * The receipt of `payment` for `what` ("order SV-OD-26-004821"), with links
 * under `publicUrl`, the date of `paidAt` in IST.
 */
export function receiptOf(payment: PaymentRow, what: string, publicUrl: string): Receipt {
  const amount = formatMinorUnits(payment.amountPaise, payment.currency);
  const ref = payment.gatewayPaymentId ?? payment.id;
  const link = payment.purpose ? BOUGHT[payment.purpose].link : OTHER.link;
  const invoice = `${publicUrl}${link}`;
  const date = `${IST.format(payment.paidAt ?? payment.createdAt)} IST`;
  const rows: [string, string][] = [
    ['Amount', amount],
    ['For', what],
    ['Payment ID', ref],
    ['Date', date],
  ];
  return {
    title: 'Payment received',
    body: `${amount} for ${what}. Ref ${ref}.`,
    link,
    sms: `Seva: received ${amount} for ${what}. Ref ${ref}. Invoice: ${invoice}`,
    email: {
      subject: `Seva receipt: ${amount} for ${what}`,
      text: `Thank you. We received your payment.\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\nInvoice and details: ${invoice}\n\n— Seva`,
      html: `<p>Thank you. We received your payment.</p><table>${rows.map(([k, v]) => `<tr><th align="left">${k}</th><td>${v}</td></tr>`).join('')}</table><p><a href="${invoice}">Invoice and details</a></p><p>— Seva</p>`,
    },
  };
}

/** What `payment` bought, in words: its noun and the record's reference, else the purpose's registered name, else the noun. */
async function whatWasBought(db: Db, payment: PaymentRow, made: unknown): Promise<string> {
  const noun = payment.purpose ? BOUGHT[payment.purpose].noun : OTHER.noun;
  const reference = referenceOf(made);
  if (reference) return `${noun} ${reference}`;
  const named =
    payment.purpose && payment.purposeId ? (await purposeNamesOf(db, [payment])).get(payment.purpose) : null;
  return (payment.purposeId && named?.get(payment.purposeId)) || noun;
}

/**
 * Sends the receipt of the just-fulfilled `payment` (`made`: what the
 * fulfilment answered) once per payment. Never throws: a failure is logged.
 */
export async function sendReceipt(db: Db, payment: PaymentRow, made: unknown): Promise<void> {
  const delivery = deliveryOf(db);
  try {
    const receipt = receiptOf(payment, await whatWasBought(db, payment, made), delivery?.publicUrl ?? '');
    await notify(db, null, payment.customerId, {
      kind: 'payment_receipt',
      title: receipt.title,
      body: receipt.body,
      link: receipt.link,
      dedupeKey: `receipt:${payment.id}`,
      sms: receipt.sms,
      email: receipt.email,
    });
  } catch (err) {
    delivery?.log.warn({ err, paymentId: payment.id }, 'the payment receipt could not be sent');
  }
}
