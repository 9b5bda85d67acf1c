/**
 * The puja editor's packages (react-hook-form useFieldArray): type, name,
 * how many names the sankalp takes, and the price in rupees and in US
 * dollars for devotees abroad. One to four packages, each type once.
 */
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PUJA_PACKAGE_CODES } from '@seva/contracts';
import { Button, SelectField, TextField } from '@/components/ui';
import { newPackage, type PujaFormOutput, type PujaFormValues } from '../form/puja-form-schema';

type PujaPackagesFieldProps = {
  control: Control<PujaFormValues, unknown, PujaFormOutput>;
  register: UseFormRegister<PujaFormValues>;
  errors: FieldErrors<PujaFormValues>;
};

export function PujaPackagesField({ control, register, errors }: PujaPackagesFieldProps) {
  const { t } = useTranslation('admin');
  const { fields, append, remove } = useFieldArray({ control, name: 'packages' });
  const packages = useWatch({ control, name: 'packages' });
  const number = { valueAsNumber: true } as const;
  const listError = errors.packages?.root?.message ?? errors.packages?.message;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-gray-800">{t('puja.form.packages.legend')}</legend>
      {fields.map((field, index) => {
        const rowErrors = errors.packages?.[index];
        return (
          <div
            key={field.id}
            role="group"
            aria-label={t('puja.form.packages.item', { number: index + 1 })}
            className="grid grid-cols-1 gap-3 rounded-xl border border-gray-200 p-3 sm:grid-cols-6"
          >
            <SelectField
              label={t('puja.form.packages.code')}
              containerClassName="sm:col-span-2"
              error={rowErrors?.code?.message}
              {...register(`packages.${index}.code`)}
            >
              {PUJA_PACKAGE_CODES.map((code) => (
                <option key={code} value={code}>
                  {t(`puja.form.packages.codes.${code}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('puja.form.packages.name')}
              containerClassName="sm:col-span-4"
              error={rowErrors?.name?.message}
              {...register(`packages.${index}.name`)}
            />
            <TextField
              label={t('puja.form.packages.persons')}
              type="number"
              inputMode="numeric"
              min="1"
              max="10"
              step="1"
              containerClassName="sm:col-span-2"
              error={rowErrors?.persons?.message}
              {...register(`packages.${index}.persons`, number)}
            />
            <TextField
              label={t('puja.form.packages.price')}
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              containerClassName="sm:col-span-2"
              error={rowErrors?.price?.message}
              {...register(`packages.${index}.price`, number)}
            />
            <TextField
              label={t('puja.form.packages.priceUsd')}
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              containerClassName="sm:col-span-2"
              error={rowErrors?.priceUsd?.message}
              {...register(`packages.${index}.priceUsd`, number)}
            />
            <div className="sm:col-span-6 sm:flex sm:justify-end">
              <Button
                variant="ghost"
                size="sm"
                disabled={fields.length === 1}
                aria-label={t('puja.form.packages.remove', { number: index + 1 })}
                onClick={() => remove(index)}
              >
                {t('puja.form.packages.removeShort')}
              </Button>
            </div>
          </div>
        );
      })}
      {listError && (
        <p role="alert" className="text-sm text-red-600">
          {listError}
        </p>
      )}
      <Button
        variant="secondary"
        size="sm"
        className="w-fit"
        disabled={fields.length >= PUJA_PACKAGE_CODES.length}
        onClick={() => append(newPackage(packages.map((p) => p.code)))}
      >
        {t('puja.form.packages.add')}
      </Button>
    </fieldset>
  );
}
