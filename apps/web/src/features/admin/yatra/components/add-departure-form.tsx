/** Adds a departure to a yatra: a date after today (India) and its seats, checked with the request schema. */
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  MAX_YATRA_SEATS,
  adminYatraDepartureCreateBodySchema,
  type AdminYatra,
  type AdminYatraDepartureCreateBody,
} from '@seva/contracts';
import { Form, useZodForm } from '@/components/form';
import { Button } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useAddYatraDeparture } from '../api/add-yatra-departure';
import { FormNumberField, FormTextField } from '../../shared/components/form-fields';
import { addDays, indiaToday } from '../../shared/india-today';

type AddDepartureFormProps = { yatraId: string; onAdded: (yatra: AdminYatra) => void };

export function AddDepartureForm({ yatraId, onAdded }: AddDepartureFormProps) {
  const { t } = useTranslation('admin');
  const add = useAddYatraDeparture(yatraId);
  const form = useZodForm(adminYatraDepartureCreateBodySchema, { defaultValues: { startDate: '' } });

  const onSubmit = async (body: AdminYatraDepartureCreateBody) => {
    try {
      const response = await add.mutateAsync(body);
      toast.success(response.message);
      form.reset({ startDate: '', seats: body.seats });
      onAdded(response.data);
    } catch (error) {
      toast.error(errorMessage(error, t('yatra.departures.addFailed')));
    }
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      aria-label={t('yatra.departures.addLabel')}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <FormTextField
        name="startDate"
        label={t('yatra.departures.startDate')}
        type="date"
        min={addDays(indiaToday(), 1)}
        containerClassName="sm:w-48"
      />
      <FormNumberField
        name="seats"
        label={t('yatra.departures.seats')}
        min="1"
        max={MAX_YATRA_SEATS}
        containerClassName="sm:w-32"
      />
      <Button type="submit" loading={form.formState.isSubmitting} className="sm:mt-6">
        {t('yatra.departures.add')}
      </Button>
    </Form>
  );
}
