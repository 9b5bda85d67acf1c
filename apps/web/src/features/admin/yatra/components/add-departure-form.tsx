/** Adds a departure to a yatra: a date after today (India) and its seats, checked with the request schema. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  MAX_YATRA_SEATS,
  adminYatraDepartureCreateBodySchema,
  type AdminYatra,
  type AdminYatraDepartureCreateBody,
} from '@seva/contracts';
import { Button, TextField } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useAddYatraDeparture } from '../api/add-yatra-departure';
import { addDays, indiaToday } from '../../shared/india-today';

type AddDepartureFormProps = { yatraId: string; onAdded: (yatra: AdminYatra) => void };

export function AddDepartureForm({ yatraId, onAdded }: AddDepartureFormProps) {
  const { t } = useTranslation('admin');
  const add = useAddYatraDeparture(yatraId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AdminYatraDepartureCreateBody>({
    resolver: zodResolver(adminYatraDepartureCreateBodySchema),
    defaultValues: { startDate: '' },
  });

  const onSubmit = async (body: AdminYatraDepartureCreateBody) => {
    try {
      const response = await add.mutateAsync(body);
      toast.success(response.message);
      reset({ startDate: '', seats: body.seats });
      onAdded(response.data);
    } catch (error) {
      toast.error(errorMessage(error, t('yatra.departures.addFailed')));
    }
  };

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-label={t('yatra.departures.addLabel')}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <TextField
        label={t('yatra.departures.startDate')}
        type="date"
        min={addDays(indiaToday(), 1)}
        error={errors.startDate?.message}
        containerClassName="sm:w-48"
        {...register('startDate')}
      />
      <TextField
        label={t('yatra.departures.seats')}
        type="number"
        inputMode="numeric"
        min="1"
        max={MAX_YATRA_SEATS}
        step="1"
        error={errors.seats?.message}
        containerClassName="sm:w-32"
        {...register('seats', { valueAsNumber: true })}
      />
      <Button type="submit" loading={isSubmitting} className="sm:mt-6">
        {t('yatra.departures.add')}
      </Button>
    </form>
  );
}
