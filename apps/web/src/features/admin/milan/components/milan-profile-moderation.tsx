/**
 * Suspend (with the reason the member is told, checked by the contract's
 * schema) or restore a Milan Sathi profile. A suspended profile leaves search,
 * featured and profile pages; the panel shows the reason given.
 */
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { AdminProfile } from '@seva/contracts';
import { Form, useZodForm } from '@/components/form';
import { Button } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { FormTextAreaField } from '../../shared/components/form-fields';
import { useUpdateMilanProfileStatus } from '../api/update-milan-profile-status';
import { suspensionSchema } from '../form/decision-schemas';

type MilanProfileModerationProps = { profile: AdminProfile; onChanged: (profile: AdminProfile) => void };

export function MilanProfileModeration({ profile, onChanged }: MilanProfileModerationProps) {
  const { t } = useTranslation('admin');
  const d = (key: string) => t(`milan.profiles.details.${key}`);
  const update = useUpdateMilanProfileStatus();
  const form = useZodForm(suspensionSchema, { defaultValues: { status: 'suspended', reason: '' } });

  const send = (body: z.output<typeof suspensionSchema> | { status: 'active' }) =>
    update.mutate(
      { id: profile._id, ...body },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onChanged(answer.data);
        },
        onError: (error) => toast.error(errorMessage(error, d('statusFailed'))),
      },
    );

  if (profile.status === 'suspended') {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-red-800">{d('suspendedNote')}</p>
        <div className="w-full rounded-lg bg-gray-50 p-3 text-sm">
          <p className="font-medium text-gray-700">{d('reasonShown')}</p>
          <p className="whitespace-pre-wrap text-gray-900">{profile.suspendedReason || '—'}</p>
        </div>
        <Button loading={update.isPending} onClick={() => send({ status: 'active' })}>
          {d('restore')}
        </Button>
      </div>
    );
  }

  return (
    <Form form={form} onSubmit={send} className="flex flex-col items-start gap-3">
      <FormTextAreaField
        name="reason"
        label={d('reason')}
        hint={d('reasonHint')}
        rows={3}
        maxLength={300}
        containerClassName="w-full"
      />
      <Button type="submit" variant="danger" loading={update.isPending}>
        {d('suspend')}
      </Button>
    </Form>
  );
}
