/**
 * The price of a yatra booking, as the booking page shows it (the server
 * computes the same with yatraFare and refuses a `totalPrice` that differs): adults (12+) pay
 * the room-sharing rate, children 5–11 the child rate, under 5 travel free.
 * Rupees throughout.
 */
import {
  YATRA_ADULT_MIN_AGE,
  YATRA_CHILD_MIN_AGE,
  YATRA_OCCUPANCY_MIN_ADULTS,
  yatraFare,
  type YatraOccupancy,
  type YatraPricing,
} from '@seva/contracts';

export type AgeGroup = 'adult' | 'child' | 'infant';

/** adult from YATRA_ADULT_MIN_AGE (12), child from YATRA_CHILD_MIN_AGE (5), else infant (free). */
export function ageGroup(age: number): AgeGroup {
  if (age >= YATRA_ADULT_MIN_AGE) return 'adult';
  if (age >= YATRA_CHILD_MIN_AGE) return 'child';
  return 'infant';
}

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

/** Whether `adults` travellers of 12+ can share rooms as `occupancy` (double needs 2, triple 3). */
export function occupancyFits(occupancy: YatraOccupancy, adults: number): boolean {
  return adults >= YATRA_OCCUPANCY_MIN_ADULTS[occupancy];
}
