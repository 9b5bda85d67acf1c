/**
 * Test helpers for GST invoices (issue 23): download one as a customer or an
 * admin, and read a PDF's text (pdf-parse) to find its number, GSTIN,
 * totals and tax split.
 */
import type { FastifyInstance } from 'fastify';
import { PDFParse } from 'pdf-parse';
import { injectAs, type LoggedIn } from './login.js';

/** GET `url` as `who` (or with no token); the response with its body as bytes. */
export async function downloadInvoice(app: FastifyInstance, who: LoggedIn | null, url: string) {
  const res = who ? await injectAs(app, who.token, { method: 'GET', url }) : await app.inject({ method: 'GET', url });
  return Object.assign(res, { bytes: res.rawPayload });
}

/** The text of every page of `pdf`, pages joined by newlines. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** Invoice numbers: SV/<financial year>/<six digits>. */
export const INVOICE_NUMBER = /^SV\/\d{2}-\d{2}\/\d{6}$/;
