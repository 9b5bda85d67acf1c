/**
 * Sends a tax invoice as a PDF download (issue 23): `application/pdf`,
 * `Content-Disposition: attachment; filename="invoice-<number>.pdf"` (the
 * number's slashes become hyphens), never cached by shared caches.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorResponses, errorSchema, idParamsSchema } from '@seva/contracts';
import { renderInvoicePdf, type InvoiceDocument } from './pdf.js';

/** "SV/26-27/000123" → "invoice-SV-26-27-000123.pdf". */
export function invoiceFileName(number: string): string {
  return `invoice-${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
}

/** Renders `invoice` and sends it on `reply`; returns the reply for the handler to return. */
export async function sendInvoicePdf(reply: FastifyReply, invoice: InvoiceDocument): Promise<FastifyReply> {
  const pdf = await renderInvoicePdf(invoice);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${invoiceFileName(invoice.number)}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** The seller an invoice names, from the configured branding (config.ts BRAND_LEGAL_NAME, BRAND_GSTIN…). */
export function invoiceSeller(branding: {
  officeAddress: string;
  seller: { legalName: string; gstin: string; state: string };
}): InvoiceDocument['seller'] {
  return { ...branding.seller, address: branding.officeAddress };
}

/**
 * Registers `GET <url>` (a `:id` in it) on `app`: the invoice `build` makes
 * for that id and the caller (the customer's own record, or any for an
 * admin route), sent as a PDF download. `guard` is the route's onRequest
 * (app.authenticate for customers; admin plugins guard their whole scope).
 */
export function invoiceRoute(
  app: FastifyInstance,
  url: string,
  options: {
    tags: string[];
    summary: string;
    guard?: FastifyInstance['authenticate'];
    build: (seller: InvoiceDocument['seller'], id: string, request: FastifyRequest) => Promise<InvoiceDocument>;
  },
): void {
  app.get(
    url,
    {
      ...(options.guard ? { onRequest: options.guard } : {}),
      schema: {
        tags: options.tags,
        summary: options.summary,
        params: idParamsSchema,
        response: { ...errorResponses, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      return sendInvoicePdf(reply, await options.build(invoiceSeller(app.config.branding), id, request));
    },
  );
}
