/**
 * The price of a yatra booking, as the booking page shows it (the server
 * computes the same with yatraFare and refuses a `totalPrice` that differs):
 * adults (12+) pay the room-sharing rate, children 5–11 the child rate, under
 * 5 travel free. Rupees in and out, paise inside.
 */
import { yatraFare, type YatraOccupancy, type YatraPricing } from '@seva/contracts';

export type YatraPriceBreakdown = {
  adults: number;
  children: number;
  infants: number;
  /** Per adult for the chosen room sharing, and per child. */
  adultRate: number;
  childRate: number;
  adultsTotal: number;
  childrenTotal: number;
  total: number;
};

/** Rounds to paise, so sums of rupee amounts with paise never drift (0.1 + 0.2). */
const toPaise = (rupees: number) => Math.round(rupees * 100);

/**
 * The breakdown for travellers of these `ages` (completed years) sharing rooms
 * as `occupancy`: the contract's yatraFare (the server's own rule) in paise.
 */
export function yatraPrice(pricing: YatraPricing, occupancy: YatraOccupancy, ages: number[]): YatraPriceBreakdown {
  const inPaise = {
    single: toPaise(pricing.single),
    double: toPaise(pricing.double),
    triple: toPaise(pricing.triple),
    child: toPaise(pricing.child),
  };
  const fare = yatraFare(inPaise, occupancy, ages);
  return {
    adults: fare.adults,
    children: fare.children,
    infants: fare.infants,
    adultRate: pricing[occupancy],
    childRate: pricing.child,
    adultsTotal: fare.adultFare / 100,
    childrenTotal: fare.childFare / 100,
    total: fare.total / 100,
  };
}
