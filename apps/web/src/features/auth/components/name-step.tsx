/**
 * "What should we call you?" (issue 20): the login modal's last step for a
 * customer with no name yet, so the header and the profile carry one. One
 * step, skippable: "Skip for now" is remembered on this device
 * (authStorage.skipName) and the customer is not asked again here. Saves
 * through PUT /api/users/:id with the rest of the profile as it is.
 */
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { profileUpdateBodySchema, type CustomerProfile } from '@seva/contracts';
import type { z } from 'zod';
import { Form, fieldErrors, useCatalogueError, useZodForm } from '@/components/form';
import { Button, TextField } from '@/components/ui';
import { profileBody, useUpdateProfile } from '@/domains/account/update-profile';
import { errorMessage } from '@/lib/api-client';
import { authStorage } from '@/lib/auth-storage';

const nameSchema = profileUpdateBodySchema.pick({ firstName: true, lastName: true });

type NameStepProps = {
  /** The signed-in customer's profile, as GET /api/app/customer/me answered it. */
  profile: CustomerProfile;
  /** Called once the name is saved or the step skipped. */
  onDone: () => void;
};

export function NameStep({ profile, onDone }: NameStepProps) {
  const { t } = useTranslation(['auth', 'messages']);
  const update = useUpdateProfile();
  const form = useZodForm(nameSchema, { defaultValues: { firstName: '', lastName: '' } });
  // The contract's messages, in the interface language.
  const errorText = fieldErrors(form, useCatalogueError());

  const onSubmit = async (name: z.output<typeof nameSchema>) => {
    try {
      const response = await update.mutateAsync({ id: profile._id, body: { ...profileBody(profile), ...name } });
      if (!response.success) throw new Error(response.message);
      toast.success(t('name.saved', { name: name.firstName }));
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, t('messages:failedToUpdateProfile')));
    }
  };

  const skip = () => {
    authStorage.skipName(profile._id);
    onDone();
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label={t('name.firstName')}
        autoComplete="given-name"
        autoFocus
        error={errorText('firstName')}
        {...form.register('firstName')}
      />
      <TextField
        label={t('name.lastName')}
        autoComplete="family-name"
        error={errorText('lastName')}
        {...form.register('lastName')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={skip}>
          {t('name.skip')}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {t('name.save')}
        </Button>
      </div>
    </Form>
  );
}
