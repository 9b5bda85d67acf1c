/**
 * A shop order's shipment (issue 23): the courier and AWB (air waybill,
 * the courier's consignment number) an admin enters when marking an order
 * shipped, and the courier's public tracking page for it. Known couriers
 * link straight to the consignment; any other courier name is accepted and
 * shown without a link.
 */
import { z } from './zod.js';

/** Couriers whose tracking page takes the AWB in its address; `url(awb)` is that page. */
export const COURIERS = [
  { name: 'Delhivery', url: (awb: string) => `https://www.delhivery.com/track-v2/package/${awb}` },
  {
    name: 'Blue Dart',
    url: (awb: string) => `https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=${awb}`,
  },
  { name: 'DTDC', url: (awb: string) => `https://www.dtdc.in/tracking.asp?strCnno=${awb}` },
  {
    name: 'India Post',
    url: (awb: string) =>
      `https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignment=${awb}`,
  },
  { name: 'Ekart', url: (awb: string) => `https://ekartlogistics.com/shipmenttrack/${awb}` },
  { name: 'Xpressbees', url: (awb: string) => `https://www.xpressbees.com/shipment/tracking?awbNo=${awb}` },
] as const;

/** The tracking page of `awb` with `courier` (matched case- and space-insensitively), or null for an unknown courier. */
export function trackingUrl(courier: string, awb: string): string | null {
  const key = (name: string) => name.toLowerCase().replace(/\s+/g, '');
  const known = COURIERS.find((c) => key(c.name) === key(courier));
  return known ? known.url(encodeURIComponent(awb)) : null;
}

/** AWB numbers: 6–30 letters, digits or hyphens (Delhivery 13–14 digits, Blue Dart 11, India Post EE123456789IN). */
export const AWB_PATTERN = /^[A-Za-z0-9-]{6,30}$/;

/** An order's shipment as customers and admins read it. */
export const shipmentSchema = z.object({
  courier: z.string(),
  awb: z.string(),
  /** The courier's tracking page, when the courier is one we know (COURIERS). */
  trackingUrl: z.string().nullable(),
});
export type Shipment = z.infer<typeof shipmentSchema>;
