/**
 * Invites a family member (POST /api/users/me/family, issue 22): name,
 * who they are to the member and their Indian mobile, checked by the
 * contract's own familyInviteBodySchema. The server's refusals of the number
 * (the member's own, already invited) show under the mobile; no profile yet
 * hands over to `onNeedsProfile`; anything else is a toast.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FAMILY_NAME_MAX_LENGTH, FAMILY_RELATIONS, familyInviteBodySchema } from '@seva/contracts';
import { Form, fieldErrors, useCatalogueError, useZodForm } from '@/components/form';
import { Button, SelectField, TextField } from '@/components/ui';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useInviteFamily, type FamilyInvite } from '../api/invite-family';
import { PROFILE_REQUIRED } from '../api/get-own-profile';
import { milanDashboardKeys } from '../api/query-keys';

/** The server's reasons that are about the number typed. */
const MOBILE_REASONS = new Set(['self', 'duplicate']);

export function FamilyInviteForm({ onNeedsProfile }: { onNeedsProfile: () => void }) {
  const { t } = useTranslation(['milanDashboard', 'messages']);
  const queryClient = useQueryClient();
  const invite = useInviteFamily();
  const form = useZodForm(familyInviteBodySchema, { defaultValues: { name: '', mobile: '' } });
  const { register } = form;
  // The contract's messages, in the interface language.
  const errorText = fieldErrors(form, useCatalogueError());

  const onSubmit = async (body: FamilyInvite) => {
    try {
      const reply = await invite.mutateAsync(body);
      toast.success(reply.message);
      form.reset();
    } catch (error) {
      const reason = error instanceof ApiError ? error.reason : undefined;
      if (reason === PROFILE_REQUIRED) return onNeedsProfile();
      const message = errorMessage(error, t('messages:somethingWentWrong'));
      if (reason && MOBILE_REASONS.has(reason)) return form.setError('mobile', { message }, { shouldFocus: true });
      // At the limit (another device invited meanwhile): the list shows why.
      if (reason === 'limit') void queryClient.invalidateQueries({ queryKey: milanDashboardKeys.family() });
      toast.error(message);
    }
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      aria-labelledby="family-invite-title"
      className="mt-4 grid grid-cols-1 gap-4 border-t border-gray-100 pt-4 sm:grid-cols-2"
    >
      <h3 id="family-invite-title" className="font-semibold text-gray-900 sm:col-span-2">
        {t('family.invite.title')}
      </h3>
      <TextField
        label={t('family.invite.name')}
        autoComplete="off"
        maxLength={FAMILY_NAME_MAX_LENGTH}
        error={errorText('name')}
        {...register('name')}
      />
      <SelectField label={t('family.invite.relation')} error={errorText('relation')} {...register('relation')}>
        <option value="">{t('family.invite.relationPlaceholder')}</option>
        {FAMILY_RELATIONS.map((relation) => (
          <option key={relation} value={relation}>
            {t(`family.relations.${relation}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('family.invite.mobile')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        maxLength={20}
        hint={t('family.invite.mobileHint')}
        containerClassName="sm:col-span-2"
        error={errorText('mobile')}
        {...register('mobile')}
      />
      <div className="sm:col-span-2">
        <Button type="submit" loading={invite.isPending} className="w-full sm:w-auto">
          {t('family.invite.submit')}
        </Button>
      </div>
    </Form>
  );
}
