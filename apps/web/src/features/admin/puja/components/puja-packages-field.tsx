/**
 * The puja editor's packages (useFieldArray on the surrounding Form): type, name (English and Hindi),
 * how many names the sankalp takes, and the price in rupees and in US
 * dollars for devotees abroad. One to four packages, each type once.
 */
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PUJA_PACKAGE_CODES } from '@seva/contracts';
import { Button } from '@/components/ui';
import { FormNumberField, FormSelectField, FormTextField } from '../../shared/components/form-fields';
import { newPackage, type PujaFormValues } from '../form/puja-form-schema';

export function PujaPackagesField() {
  const { t } = useTranslation('admin');
  const { control, formState } = useFormContext<PujaFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'packages' });
  const packages = useWatch({ control, name: 'packages' });
  const listError = formState.errors.packages?.root?.message ?? formState.errors.packages?.message;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-gray-800">{t('puja.form.packages.legend')}</legend>
      {fields.map((field, index) => (
        <div
          key={field.id}
          role="group"
          aria-label={t('puja.form.packages.item', { number: index + 1 })}
          className="grid grid-cols-1 gap-3 rounded-xl border border-gray-200 p-3 sm:grid-cols-6"
        >
          <FormSelectField
            name={`packages.${index}.code`}
            label={t('puja.form.packages.code')}
            containerClassName="sm:col-span-2"
          >
            {PUJA_PACKAGE_CODES.map((code) => (
              <option key={code} value={code}>
                {t(`puja.form.packages.codes.${code}`)}
              </option>
            ))}
          </FormSelectField>
          <FormTextField
            name={`packages.${index}.name`}
            label={t('puja.form.packages.name')}
            containerClassName="sm:col-span-2"
          />
          <FormTextField
            name={`packages.${index}.nameHi`}
            label={t('content.hindi.inHindi', { label: t('puja.form.packages.name') })}
            lang="hi"
            containerClassName="sm:col-span-2"
          />
          <FormNumberField
            name={`packages.${index}.persons`}
            label={t('puja.form.packages.persons')}
            min="1"
            max="10"
            containerClassName="sm:col-span-2"
          />
          <FormNumberField
            name={`packages.${index}.price`}
            label={t('puja.form.packages.price')}
            money
            containerClassName="sm:col-span-2"
          />
          <FormNumberField
            name={`packages.${index}.priceUsd`}
            label={t('puja.form.packages.priceUsd')}
            money
            containerClassName="sm:col-span-2"
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
      ))}
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
