/**
 * Creates or edits a puja or pitr paksha ritual with react-hook-form and the
 * request schema (puja-form-schema.ts): temple and deity, what it is, the
 * packages (useFieldArray) and when it is performed. A picture chosen here is
 * previewed at once and uploaded after the puja is saved.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PUJA_KINDS, type AdminPuja } from '@seva/contracts';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui';
import { useSavePuja } from '../api/save-puja';
import { useUploadPujaImage } from '../api/upload-puja-image';
import { FormActions } from '../../shared/components/form-actions';
import { ProductImageField } from '../../shared/components/product-image-field';
import { pujaFormSchema, toFormValues, type PujaFormOutput, type PujaFormValues } from '../form/puja-form-schema';
import { PujaPackagesField } from './puja-packages-field';
import { PujaScheduleField } from './puja-schedule-field';
import { useSaveWithImage } from '../../shared/hooks/use-save-with-image';

type PujaFormProps = {
  puja?: AdminPuja;
  /** After a save: the puja as stored; `done` false when its picture still failed to upload. */
  onSaved: (puja: AdminPuja, done: boolean) => void;
  onCancel: () => void;
};

export function PujaForm({ puja, onSaved, onCancel }: PujaFormProps) {
  const { t } = useTranslation('admin');
  const save = useSavePuja();
  const upload = useUploadPujaImage();
  const { image, onSubmit } = useSaveWithImage({
    id: puja?._id,
    save: save.mutateAsync,
    upload: upload.mutateAsync,
    saveFailed: t('puja.pujas.saveFailed'),
    uploadFailed: t('puja.pujas.imageUploadFailed'),
    onSaved,
  });
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PujaFormValues, unknown, PujaFormOutput>({
    resolver: zodResolver(pujaFormSchema),
    defaultValues: toFormValues(puja),
  });

  const field = (name: 'name' | 'deity' | 'temple' | 'city' | 'state', className?: string) => (
    <TextField
      label={t(`puja.form.${name}`)}
      containerClassName={className}
      error={errors[name]?.message}
      {...register(name)}
    />
  );

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {field('name', 'sm:col-span-2')}
      <SelectField label={t('puja.form.kind')} error={errors.kind?.message} {...register('kind')}>
        {PUJA_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`puja.kinds.${kind}`)}
          </option>
        ))}
      </SelectField>
      {field('deity')}
      {field('temple', 'sm:col-span-2')}
      {field('city')}
      {field('state')}
      <TextAreaField
        label={t('puja.form.description')}
        containerClassName="sm:col-span-2"
        rows={4}
        error={errors.description?.message}
        {...register('description')}
      />
      <TextAreaField
        label={t('puja.form.benefits')}
        hint={t('puja.form.linesHint')}
        rows={3}
        error={errors.benefits?.message}
        {...register('benefits')}
      />
      <TextAreaField
        label={t('puja.form.deliverables')}
        hint={t('puja.form.linesHint')}
        rows={3}
        error={errors.deliverables?.message}
        {...register('deliverables')}
      />
      <div className="sm:col-span-2">
        <PujaPackagesField control={control} register={register} errors={errors} />
      </div>
      <div className="sm:col-span-2">
        <PujaScheduleField control={control} register={register} errors={errors} />
      </div>
      <ProductImageField className="sm:col-span-2" current={puja?.image ?? ''} name={puja?.name ?? ''} chosen={image} />
      <TextField
        label={t('puja.form.sortOrder')}
        type="number"
        inputMode="numeric"
        min="0"
        step="1"
        hint={t('puja.form.sortOrderHint')}
        error={errors.sortOrder?.message}
        {...register('sortOrder', { valueAsNumber: true })}
      />
      <CheckboxField label={t('puja.form.active')} containerClassName="self-end" {...register('active')} />
      <FormActions saving={isSubmitting} onCancel={onCancel} className="sm:col-span-2" />
    </form>
  );
}
