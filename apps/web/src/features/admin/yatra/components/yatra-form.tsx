/**
 * Creates or edits a yatra with react-hook-form and the request schema
 * (yatra-form-schema.ts): where it goes, how long, the day-by-day itinerary
 * (useFieldArray), what is and is not included, and the price per traveller
 * by room sharing. A picture chosen here is previewed at once and uploaded
 * after the yatra is saved. Departures are edited apart (YatraDeparturesPanel).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdminYatra } from '@seva/contracts';
import { CheckboxField, TextAreaField, TextField } from '@/components/ui';
import { useSaveYatra } from '../api/save-yatra';
import { useUploadYatraImage } from '../api/upload-yatra-image';
import { FormActions } from '../../shared/components/form-actions';
import { ProductImageField } from '../../shared/components/product-image-field';
import { useSaveWithImage } from '../../shared/hooks/use-save-with-image';
import { yatraFormSchema, toFormValues, type YatraFormOutput, type YatraFormValues } from '../form/yatra-form-schema';
import { YatraItineraryField } from './yatra-itinerary-field';

const PRICES = ['single', 'double', 'triple', 'child'] as const;

type YatraFormProps = {
  yatra?: AdminYatra;
  /** After a save: the yatra as stored; `done` false when its picture still failed to upload. */
  onSaved: (yatra: AdminYatra, done: boolean) => void;
  onCancel: () => void;
};

export function YatraForm({ yatra, onSaved, onCancel }: YatraFormProps) {
  const { t } = useTranslation('admin');
  const save = useSaveYatra();
  const upload = useUploadYatraImage();
  const { image, onSubmit } = useSaveWithImage({
    id: yatra?._id,
    save: save.mutateAsync,
    upload: upload.mutateAsync,
    saveFailed: t('yatra.yatras.saveFailed'),
    uploadFailed: t('yatra.yatras.imageUploadFailed'),
    onSaved,
  });
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<YatraFormValues, unknown, YatraFormOutput>({
    resolver: zodResolver(yatraFormSchema),
    defaultValues: toFormValues(yatra),
  });

  const text = (name: 'name' | 'region' | 'startCity' | 'endCity', className?: string) => (
    <TextField
      label={t(`yatra.form.${name}`)}
      containerClassName={className}
      error={errors[name]?.message}
      {...register(name)}
    />
  );
  const whole = (name: 'days' | 'nights' | 'sortOrder', hint?: string) => (
    <TextField
      label={t(`yatra.form.${name}`)}
      type="number"
      inputMode="numeric"
      min="0"
      step="1"
      hint={hint}
      error={errors[name]?.message}
      {...register(name, { valueAsNumber: true })}
    />
  );

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {text('name', 'sm:col-span-2')}
      <TextField
        label={t('yatra.form.slug')}
        hint={t('yatra.form.slugHint')}
        containerClassName="sm:col-span-2"
        error={errors.slug?.message}
        {...register('slug')}
      />
      {text('region', 'sm:col-span-2')}
      {text('startCity')}
      {text('endCity')}
      {whole('days')}
      {whole('nights', t('yatra.form.nightsHint'))}
      <TextAreaField
        label={t('yatra.form.description')}
        containerClassName="sm:col-span-2"
        rows={4}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="sm:col-span-2">
        <YatraItineraryField control={control} register={register} errors={errors} />
      </div>
      <TextAreaField
        label={t('yatra.form.inclusions')}
        hint={t('yatra.form.linesHint')}
        rows={4}
        error={errors.inclusions?.message}
        {...register('inclusions')}
      />
      <TextAreaField
        label={t('yatra.form.exclusions')}
        hint={t('yatra.form.linesHint')}
        rows={4}
        error={errors.exclusions?.message}
        {...register('exclusions')}
      />
      <fieldset className="grid grid-cols-2 gap-3 sm:col-span-2 sm:grid-cols-4">
        <legend className="mb-1 text-sm font-medium text-gray-800">{t('yatra.form.pricing')}</legend>
        {PRICES.map((price) => (
          <TextField
            key={price}
            label={t(`yatra.form.price.${price}`)}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            error={errors.pricing?.[price]?.message}
            {...register(`pricing.${price}`, { valueAsNumber: true })}
          />
        ))}
        <p className="col-span-2 text-xs text-gray-500 sm:col-span-4">{t('yatra.form.pricingHint')}</p>
      </fieldset>
      <ProductImageField
        className="sm:col-span-2"
        current={yatra?.image ?? ''}
        name={yatra?.name ?? ''}
        chosen={image}
      />
      {whole('sortOrder', t('yatra.form.sortOrderHint'))}
      <CheckboxField label={t('yatra.form.active')} containerClassName="self-end" {...register('active')} />
      <FormActions saving={isSubmitting} onCancel={onCancel} className="sm:col-span-2" />
    </form>
  );
}
