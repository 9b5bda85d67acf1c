/**
 * The seats of one departure as a small form: a number and Save, which
 * appears once the number changed. Never fewer seats than are booked (the
 * server refuses that too, 409). An error shows until the number changes.
 */
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  adminYatraDepartureSeatsBodySchema,
  type AdminYatra,
  type AdminYatraDeparture,
  type AdminYatraDepartureSeatsBody,
} from '@seva/contracts';
import { Form, fieldErrors, useZodForm } from '@/components/form';
import { Button, TextField } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useUpdateDepartureSeats } from '../api/update-departure-seats';
import { formatCalendarDate } from '../../shared/format';
import { schemaMessage } from '../../shared/form/schema-message';

type DepartureSeatsEditorProps = {
  yatraId: string;
  departure: AdminYatraDeparture;
  onChanged: (yatra: AdminYatra) => void;
};

export function DepartureSeatsEditor({ yatraId, departure, onChanged }: DepartureSeatsEditorProps) {
  const { t } = useTranslation('admin');
  const update = useUpdateDepartureSeats(yatraId);
  const form = useZodForm(adminYatraDepartureSeatsBodySchema, {
    defaultValues: { seats: departure.seats },
    // Checked on Save only, and focus stays where it is; typing clears the error (below).
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const errorText = fieldErrors(form, schemaMessage);
  const seats = useWatch({ control: form.control, name: 'seats' });
  const changed = !Number.isNaN(seats) && seats !== departure.seats;

  const submit = async (body: AdminYatraDepartureSeatsBody) => {
    if (body.seats < departure.seatsBooked) {
      form.setError('seats', { message: t('yatra.departures.belowBooked', { count: departure.seatsBooked }) });
      return;
    }
    try {
      const response = await update.mutateAsync({ departureId: departure._id, seats: body.seats });
      toast.success(response.message);
      onChanged(response.data);
    } catch (failure) {
      toast.error(errorMessage(failure, t('yatra.departures.saveFailed')));
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="flex items-start gap-2">
      <TextField
        label={
          <span className="sr-only">
            {t('yatra.departures.seatsFor', { date: formatCalendarDate(departure.startDate) })}
          </span>
        }
        type="number"
        inputMode="numeric"
        min={departure.seatsBooked}
        step="1"
        error={errorText('seats')}
        containerClassName="w-24 gap-0"
        {...form.register('seats', { valueAsNumber: true, onChange: () => form.clearErrors('seats') })}
      />
      {changed && (
        <Button type="submit" size="sm" className="mt-1" loading={update.isPending}>
          {t('shop.save')}
        </Button>
      )}
    </Form>
  );
}
