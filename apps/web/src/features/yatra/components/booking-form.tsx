/**
 * The yatra booking form: departure, room sharing, travellers (1–6), the
 * live price and "Pay ₹X", validated by bookingFormSchema (react-hook-form +
 * zod). A booking the server refused after payment stays shown above the
 * button until the next try.
 */
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { YATRA_OCCUPANCIES, YATRA_OCCUPANCY_MIN_ADULTS, type YatraDetails } from '@seva/contracts';
import { Form, fieldErrors, useZodForm } from '@/components/form';
import { Button } from '@/components/ui';
import { formatRupees } from '@/lib/format';
import { useSession } from '@/lib/session';
import { yatraPrice } from '../price';
import {
  bookingFormSchema,
  emptyTraveller,
  parseAge,
  type BookingFormOutput,
  type BookingFormValues,
} from '../form/booking-form-schema';
import { DepartureOption } from './departure-option';
import { OccupancyOption } from './occupancy-option';
import { PriceBreakdown } from './price-breakdown';
import { TravellerFields } from './traveller-fields';

type BookingFormProps = {
  yatra: YatraDetails;
  /** The departure chosen on the details page (ignored unless it is open). */
  initialDeparture?: string;
  paying: boolean;
  /** The server's refusal of the last paid attempt, shown as an alert. */
  refusal: string | null;
  onSubmit: (values: BookingFormOutput) => void;
};

const isOpen = (d: YatraDetails['departures'][number]) => d.bookable && d.seatsLeft > 0;

function defaults(yatra: YatraDetails, initialDeparture: string | undefined, ownName: string): BookingFormValues {
  const open = yatra.departures.filter(isOpen);
  return {
    departureId: open.find((d) => d._id === initialDeparture)?._id ?? open[0]?._id ?? '',
    // Most pilgrims travel as a couple: double sharing for two, the first one the customer.
    occupancy: 'double',
    travellers: [emptyTraveller(ownName), emptyTraveller()],
  };
}

/** Validates the booking and hands the parsed form to `onSubmit`; everything is disabled while `paying`. */
export function BookingForm({ yatra, initialDeparture, paying, refusal, onSubmit }: BookingFormProps) {
  const { t } = useTranslation('yatra');
  const { customer } = useSession();
  const ownName = [customer?.firstname, customer?.lastname].filter(Boolean).join(' ').trim();
  const schema = useMemo(() => bookingFormSchema(yatra), [yatra]);
  const form = useZodForm(schema, { defaultValues: defaults(yatra, initialDeparture, ownName) });
  const { register, control } = form;
  const occupancyValue = useWatch({ control, name: 'occupancy' });
  const departureId = useWatch({ control, name: 'departureId' });
  const travellers = useWatch({ control, name: 'travellers' });
  const occupancy = YATRA_OCCUPANCIES.find((o) => o === occupancyValue) ?? 'single';
  const ages = travellers.map((row) => row.age);
  const known = ages.map(parseAge);
  const total = known.every((age) => age !== null) ? yatraPrice(yatra.pricing, occupancy, known as number[]).total : 0;
  const departure = yatra.departures.find((d) => d._id === departureId);

  // The messages are yatra.json keys: the seats of the chosen departure, the adults the room sharing needs.
  const errorText = fieldErrors(form, ({ message = '' }, name) =>
    t(message, {
      count: name === 'departureId' ? (departure?.seatsLeft ?? 0) : YATRA_OCCUPANCY_MIN_ADULTS[occupancy],
      occupancy: t(`occupancy.${occupancy}`),
    }),
  );
  const departureError = errorText('departureId');
  const occupancyError = errorText('occupancy');

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-6">
      <fieldset disabled={paying} className="flex min-w-0 flex-col gap-6">
        <fieldset className="min-w-0">
          <legend className="mb-2 text-sm font-medium text-gray-800">{t('book.fields.departure')}</legend>
          <div className="flex flex-col gap-2">
            {yatra.departures.map((d) => (
              <DepartureOption key={d._id} departure={d} {...register('departureId')} />
            ))}
          </div>
          {departureError && (
            <p className="mt-1 text-sm text-red-600" role="alert">
              {departureError}
            </p>
          )}
        </fieldset>

        <fieldset className="min-w-0">
          <legend className="text-sm font-medium text-gray-800">{t('book.fields.occupancy')}</legend>
          <p className="mt-1 mb-2 text-xs text-gray-500">{t('book.fields.occupancyHint')}</p>
          <div className="grid gap-2 sm:grid-cols-3">
            {YATRA_OCCUPANCIES.map((o) => (
              <OccupancyOption key={o} occupancy={o} price={yatra.pricing[o]} {...register('occupancy')} />
            ))}
          </div>
          {occupancyError && (
            <p className="mt-1 text-sm text-red-600" role="alert">
              {occupancyError}
            </p>
          )}
        </fieldset>

        <TravellerFields />
      </fieldset>

      <PriceBreakdown pricing={yatra.pricing} occupancy={occupancy} ages={ages} />

      {refusal && (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p className="font-semibold">{t('book.refusedTitle')}</p>
          <p className="mt-1">{refusal}</p>
        </div>
      )}

      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-end" loading={paying}>
        {total > 0 ? t('book.pay', { amount: formatRupees(total) }) : t('book.payNoAmount')}
      </Button>
    </Form>
  );
}
