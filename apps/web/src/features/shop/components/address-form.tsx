/**
 * The delivery address form: react-hook-form with the request schema itself
 * (addressFieldsSchema), so the client and the server agree on every rule.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADDRESS_TYPES, INDIAN_STATES, addressFieldsSchema, type Address, type AddressFields } from '@seva/contracts';
import type { z } from 'zod';
import { Button, SelectField, TextField } from '@/components/ui';
import { cn } from '@/lib/format';

export type AddressOutput = z.output<typeof addressFieldsSchema>;

const blank: AddressFields = {
  name: '',
  mobile: '',
  houseNo: '',
  area: '',
  landmark: '',
  city: '',
  state: '' as AddressFields['state'],
  pincode: '',
  addressType: 'home',
};

function toFormValues(address: Address | undefined, defaults: Partial<AddressFields>): AddressFields {
  if (!address) return { ...blank, ...defaults };
  const { name, mobile, houseNo, area, landmark, city, pincode, addressType } = address;
  return {
    name,
    mobile,
    houseNo,
    area,
    landmark,
    city,
    state: address.state as AddressFields['state'],
    pincode,
    addressType,
  };
}

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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AddressFields, unknown, AddressOutput>({
    resolver: zodResolver(addressFieldsSchema),
    defaultValues: toFormValues(address, defaults),
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField
        label={t('address.fields.name')}
        autoComplete="name"
        error={errors.name?.message}
        data-autofocus=""
        {...register('name')}
      />
      <TextField
        label={t('address.fields.mobile')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={20}
        error={errors.mobile?.message}
        {...register('mobile')}
      />
      <TextField
        label={t('address.fields.houseNo')}
        autoComplete="address-line1"
        containerClassName="sm:col-span-2"
        error={errors.houseNo?.message}
        {...register('houseNo')}
      />
      <TextField
        label={t('address.fields.area')}
        autoComplete="address-line2"
        containerClassName="sm:col-span-2"
        error={errors.area?.message}
        {...register('area')}
      />
      <TextField
        label={t('address.fields.landmark')}
        containerClassName="sm:col-span-2"
        error={errors.landmark?.message}
        {...register('landmark')}
      />
      <TextField
        label={t('address.fields.city')}
        autoComplete="address-level2"
        error={errors.city?.message}
        {...register('city')}
      />
      <SelectField
        label={t('address.fields.state')}
        autoComplete="address-level1"
        error={errors.state?.message}
        {...register('state')}
      >
        <option value="">{t('address.statePlaceholder')}</option>
        {INDIAN_STATES.map((state) => (
          <option key={state} value={state}>
            {state}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('address.fields.pincode')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        error={errors.pincode?.message}
        {...register('pincode')}
      />
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
    </form>
  );
}
