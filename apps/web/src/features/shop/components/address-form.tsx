/**
 * The delivery address form: react-hook-form with the request schema itself
 * (addressFieldsSchema), so the client and the server agree on every rule.
 * The pincode comes before the town and state, which it fills (issue 23).
 */
import { useTranslation } from 'react-i18next';
import { ADDRESS_TYPES, INDIAN_STATES, addressFieldsSchema, type Address, type AddressFields } from '@seva/contracts';
import { Form, fieldErrors, useCatalogueError, useZodForm } from '@/components/form';
import { Button, SelectField, TextField } from '@/components/ui';
import { cn } from '@/lib/format';
import { usePlaceName } from '@/lib/place-name';
import { toFormValues, type AddressOutput } from '../form/address-form';
import { usePincodeAutofill } from '../form/use-pincode-autofill';

type AddressFormProps = {
  /** The address being edited; absent to add one. */
  address?: Address;
  /** Prefills for a new address (the customer's name and mobile). */
  defaults?: Partial<AddressFields>;
  saving: boolean;
  onSubmit: (fields: AddressOutput) => void;
  onCancel: () => void;
};

/** Add or edit an address; calls `onSubmit` with the parsed fields (mobile normalised). */
export function AddressForm({ address, defaults = {}, saving, onSubmit, onCancel }: AddressFormProps) {
  const { t } = useTranslation('shop');
  const placeName = usePlaceName();
  const form = useZodForm(addressFieldsSchema, { defaultValues: toFormValues(address, defaults) });
  const { register } = form;
  // The contract's messages, in the interface language.
  const errorText = fieldErrors(form, useCatalogueError());
  const pincodeHint = usePincodeAutofill(form, t('messages:pincodeNotFound'));

  return (
    <Form form={form} onSubmit={onSubmit} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField
        label={t('address.fields.name')}
        autoComplete="name"
        error={errorText('name')}
        data-autofocus=""
        {...register('name')}
      />
      <TextField
        label={t('address.fields.mobile')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={20}
        error={errorText('mobile')}
        {...register('mobile')}
      />
      <TextField
        label={t('address.fields.houseNo')}
        autoComplete="address-line1"
        containerClassName="sm:col-span-2"
        error={errorText('houseNo')}
        {...register('houseNo')}
      />
      <TextField
        label={t('address.fields.area')}
        autoComplete="address-line2"
        containerClassName="sm:col-span-2"
        error={errorText('area')}
        {...register('area')}
      />
      <TextField
        label={t('address.fields.landmark')}
        containerClassName="sm:col-span-2"
        error={errorText('landmark')}
        {...register('landmark')}
      />
      <TextField
        label={t('address.fields.pincode')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        error={errorText('pincode')}
        hint={pincodeHint}
        {...register('pincode')}
      />
      <TextField
        label={t('address.fields.city')}
        autoComplete="address-level2"
        error={errorText('city')}
        {...register('city')}
      />
      <SelectField
        label={t('address.fields.state')}
        autoComplete="address-level1"
        error={errorText('state')}
        {...register('state')}
      >
        <option value="">{t('address.statePlaceholder')}</option>
        {INDIAN_STATES.map((state) => (
          <option key={state} value={state}>
            {placeName(state)}
          </option>
        ))}
      </SelectField>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-gray-800">{t('address.fields.addressType')}</legend>
        <div className="flex flex-wrap gap-2">
          {ADDRESS_TYPES.map((type) => (
            <label
              key={type}
              className={cn(
                'flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-gray-300 px-3 text-sm',
                'has-[:checked]:border-primary has-[:checked]:bg-primary-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary',
              )}
            >
              <input type="radio" value={type} className="accent-primary" {...register('addressType')} />
              {t(`address.types.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {t('address.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {address ? t('address.saveChanges') : t('address.save')}
        </Button>
      </div>
    </Form>
  );
}
