/**
 * The booking form's rules: the form half of bookYatraBodySchema (contracts)
 * plus the rules a person needs told before paying: the departure must be
 * open with enough seats, and the room sharing must fit the adults (double
 * needs 2 adults of 12+, triple 3). Messages are yatra.json keys, so they
 * read in the customer's language. The server checks the same again.
 */
import {
  ID_PROOF_TYPES,
  TRAVELLER_GENDERS,
  YATRA_MAX_TRAVELLERS,
  YATRA_OCCUPANCIES,
  YATRA_OCCUPANCY_MIN_ADULTS,
  travellerBands,
  type Traveller,
  type YatraDetails,
  type YatraOccupancy,
  z,
} from '@seva/contracts';

export const NAME_MAX = 60;
export const AGE_MAX = 110;

/** One traveller row as the inputs hold it: strings, '' until chosen. */
export type TravellerValues = { name: string; age: string; gender: string; idProofType: string };

export type BookingFormValues = { departureId: string; occupancy: string; travellers: TravellerValues[] };

/** What a valid form gives: the body of bookyatra without the price and the payment. */
export type BookingFormOutput = { departureId: string; occupancy: YatraOccupancy; travellers: Traveller[] };

export const emptyTraveller = (name = ''): TravellerValues => ({ name, age: '', gender: '', idProofType: '' });

/** A whole number of years 0–AGE_MAX from the age input, else null. */
export function parseAge(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const age = Number(trimmed);
  return age <= AGE_MAX ? age : null;
}

const isOccupancy = (value: string): value is YatraOccupancy => YATRA_OCCUPANCIES.some((o) => o === value);
const isGender = (value: string): value is Traveller['gender'] => TRAVELLER_GENDERS.some((g) => g === value);
const isIdProof = (value: string): value is Traveller['idProofType'] => ID_PROOF_TYPES.some((p) => p === value);

/** The schema for one yatra: its open departures are the only choices. */
export function bookingFormSchema({ departures }: Pick<YatraDetails, 'departures'>) {
  return z
    .object({ departureId: z.string(), occupancy: z.string(), travellers: z.array(z.custom<TravellerValues>()) })
    .transform((values, ctx): BookingFormOutput => {
      let failed = false;
      const issue = (path: (string | number)[], message: string) => {
        ctx.addIssue({ code: 'custom', path, message });
        failed = true;
      };
      const departure = departures.find((d) => d._id === values.departureId && d.bookable && d.seatsLeft > 0);
      if (!departure) issue(['departureId'], 'book.errors.departure');
      else if (values.travellers.length > departure.seatsLeft) issue(['departureId'], 'book.errors.seats');

      if (values.travellers.length === 0) issue(['travellers'], 'book.errors.noTraveller');
      else if (values.travellers.length > YATRA_MAX_TRAVELLERS) issue(['travellers'], 'book.errors.tooMany');

      const travellers: Traveller[] = [];
      values.travellers.forEach((row, index) => {
        const name = row.name.trim();
        const age = parseAge(row.age);
        if (name.length < 2) issue(['travellers', index, 'name'], 'book.errors.name');
        else if (name.length > NAME_MAX) issue(['travellers', index, 'name'], 'book.errors.nameLong');
        if (row.age.trim() === '') issue(['travellers', index, 'age'], 'book.errors.age');
        else if (age === null) issue(['travellers', index, 'age'], 'book.errors.ageInvalid');
        if (!isGender(row.gender)) issue(['travellers', index, 'gender'], 'book.errors.gender');
        if (!isIdProof(row.idProofType)) issue(['travellers', index, 'idProofType'], 'book.errors.idProof');
        if (age !== null && isGender(row.gender) && isIdProof(row.idProofType)) {
          travellers.push({ name, age, gender: row.gender, idProofType: row.idProofType });
        }
      });

      // The room rule counts the ages already entered, so it shows beside the other mistakes.
      const ages = values.travellers.map((row) => parseAge(row.age)).filter((age) => age !== null);
      const { adults } = travellerBands(ages);
      const allAged = ages.length === values.travellers.length;
      if (!isOccupancy(values.occupancy)) issue(['occupancy'], 'book.errors.occupancy');
      else if (allAged && adults === 0) issue(['occupancy'], 'book.errors.noAdult');
      else if (allAged && adults < YATRA_OCCUPANCY_MIN_ADULTS[values.occupancy])
        issue(['occupancy'], 'book.errors.occupancyAdults');

      if (failed || !isOccupancy(values.occupancy)) return z.NEVER;
      return { departureId: values.departureId, occupancy: values.occupancy, travellers };
    });
}
