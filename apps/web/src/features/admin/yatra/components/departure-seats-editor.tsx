/**
 * The seats of one departure as a small form: a number and Save, which
 * appears once the number changed. Never fewer seats than are booked (the
 * server refuses that too, 409).
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { adminYatraDepartureSeatsBodySchema, type AdminYatra, type AdminYatraDeparture } from '@seva/contracts';
import { Button, TextField } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useUpdateDepartureSeats } from '../api/update-departure-seats';
import { formatCalendarDate } from '../../shared/format';

type DepartureSeatsEditorProps = {
  yatraId: string;
  departure: AdminYatraDeparture;
  onChanged: (yatra: AdminYatra) => void;
};

export function DepartureSeatsEditor({ yatraId, departure, onChanged }: DepartureSeatsEditorProps) {
  const { t } = useTranslation('admin');
  const update = useUpdateDepartureSeats(yatraId);
  const [value, setValue] = useState(String(departure.seats));
  const [error, setError] = useState<string | undefined>();
  const seats = Number(value);
  const changed = value.trim() !== '' && seats !== departure.seats;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminYatraDepartureSeatsBodySchema.safeParse({ seats: value.trim() === '' ? Number.NaN : seats });
    const problem = parsed.success
      ? seats < departure.seatsBooked
        ? t('yatra.departures.belowBooked', { count: departure.seatsBooked })
        : undefined
      : parsed.error.issues[0]?.message;
    setError(problem);
    if (problem || !parsed.success) return;
    try {
      const response = await update.mutateAsync({ departureId: departure._id, seats: parsed.data.seats });
      toast.success(response.message);
      onChanged(response.data);
    } catch (failure) {
      toast.error(errorMessage(failure, t('yatra.departures.saveFailed')));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex items-start gap-2">
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
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
        error={error}
        containerClassName="w-24 gap-0"
      />
      {changed && (
        <Button type="submit" size="sm" className="mt-1" loading={update.isPending}>
          {t('shop.save')}
        </Button>
      )}
    </form>
  );
}
