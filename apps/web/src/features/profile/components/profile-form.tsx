/**
 * Edits the customer's details with react-hook-form and the request schema
 * itself (profileUpdateBodySchema), so the client and the server agree.
 */
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { GENDERS, profileUpdateBodySchema, type CustomerProfile } from '@seva/contracts';
import type { z } from 'zod';
import { Form, fieldErrors, useCatalogueError, useZodForm } from '@/components/form';
import { Button, SelectField, TextField } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { profileBody, useUpdateProfile } from '@/domains/account/update-profile';

type ProfileOutput = z.output<typeof profileUpdateBodySchema>;

type ProfileFormProps = { profile: CustomerProfile; onDone: () => void };

export function ProfileForm({ profile, onDone }: ProfileFormProps) {
  const { t } = useTranslation(['profile', 'messages']);
  const update = useUpdateProfile();
  const form = useZodForm(profileUpdateBodySchema, { defaultValues: profileBody(profile) });
  const { register } = form;
  // The contract's messages, in the interface language.
  const errorText = fieldErrors(form, useCatalogueError());

  const onSubmit = async (body: ProfileOutput) => {
    try {
      const response = await update.mutateAsync({ id: profile._id, body });
      if (!response.success) throw new Error(response.message);
      toast.success(t('messages:profileUpdated'));
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, t('messages:failedToUpdateProfile')));
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField
        label={t('fields.firstName')}
        autoComplete="given-name"
        error={errorText('firstName')}
        {...register('firstName')}
      />
      <TextField
        label={t('fields.lastName')}
        autoComplete="family-name"
        error={errorText('lastName')}
        {...register('lastName')}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        error={errorText('email')}
        {...register('email')}
      />
      <SelectField
        label={t('fields.gender')}
        error={errorText('gender')}
        {...register('gender', { setValueAs: (value: string | null) => (value ? value : null) })}
      >
        <option value="">{t('genderPlaceholder')}</option>
        {GENDERS.map((gender) => (
          <option key={gender} value={gender}>
            {t(`genders.${gender}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('fields.address')}
        autoComplete="street-address"
        containerClassName="sm:col-span-2"
        error={errorText('address')}
        {...register('address')}
      />
      <TextField
        label={t('fields.city')}
        autoComplete="address-level2"
        error={errorText('city')}
        {...register('city')}
      />
      <TextField
        label={t('fields.state')}
        autoComplete="address-level1"
        error={errorText('state')}
        {...register('state')}
      />
      <TextField
        label={t('fields.country')}
        autoComplete="country-name"
        error={errorText('country')}
        {...register('country')}
      />
      <TextField
        label={t('fields.pincode')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        error={errorText('pincode')}
        {...register('pincode')}
      />
      <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          {t('cancel')}
        </Button>
        <Button type="submit" loading={update.isPending} disabled={!form.formState.isDirty}>
          {t('save')}
        </Button>
      </div>
    </Form>
  );
}
