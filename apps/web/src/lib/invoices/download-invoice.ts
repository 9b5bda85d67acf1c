/**
 * GST invoices (issue 23) come from the API only with the bearer token
 * (`GET /api/orders/:id/invoice.pdf`, `/api/puja/bookings/:id/invoice.pdf`,
 * `/api/pitr/bookings/:id/invoice.pdf`, `/api/yatra/bookings/:id/invoice.pdf`),
 * so a plain link cannot fetch them: the client fetches the PDF as a Blob and
 * offers it to the browser as a download (lib/save-file.ts).
 */
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** What an invoice belongs to: its API path is derived from the kind and record id. */
export type InvoiceOf = { kind: 'order' | 'puja' | 'pitr' | 'yatra'; id: string };

/** The API path (under /api) of `of`'s invoice. */
export function invoicePath({ kind, id }: InvoiceOf): string {
  const record = encodeURIComponent(id);
  return kind === 'order' ? `/orders/${record}/invoice.pdf` : `/${kind}/bookings/${record}/invoice.pdf`;
}

/** "invoice-SV-26-27-000123.pdf" from an invoice number or a reference (the server's own file name). */
export function invoiceFileName(numberOrReference: string): string {
  return `invoice-${numberOrReference.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
}

/** Fetches `of`'s invoice and saves it as `fileName`. Throws ApiError (409 not paid, 404…) as the client does. */
export async function downloadInvoice(of: InvoiceOf, fileName: string): Promise<void> {
  saveFile(await api.getBlob(invoicePath(of)), 'application/pdf', fileName);
}
