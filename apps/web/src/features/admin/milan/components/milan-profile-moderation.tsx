/**
 * Suspend (with the reason the member is told, checked by the contract's
 * schema) or restore a Milan Sathi profile. A suspended profile leaves search,
 * featured and profile pages; the panel shows the reason given.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { adminProfileStatusBodySchema, type AdminProfile } from '@seva/contracts';
import { Button, TextAreaField } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useUpdateMilanProfileStatus } from '../api/update-milan-profile-status';

/** The suspending half of the status body: `{ status: 'suspended', reason }`. */
const suspensionSchema = adminProfileStatusBodySchema.options[0];
type Suspension = z.output<typeof suspensionSchema>;

type MilanProfileModerationProps = { profile: AdminProfile; onChanged: (profile: AdminProfile) => void };

export function MilanProfileModeration({ profile, onChanged }: MilanProfileModerationProps) {
  const { t } = useTranslation('admin');
  const d = (key: string) => t(`milan.profiles.details.${key}`);
  const update = useUpdateMilanProfileStatus();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof suspensionSchema>, unknown, Suspension>({
    resolver: zodResolver(suspensionSchema),
    defaultValues: { status: 'suspended', reason: '' },
  });

  const send = (body: Suspension | { status: 'active' }) =>
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
    <form onSubmit={handleSubmit(send)} noValidate className="flex flex-col items-start gap-3">
      <TextAreaField
        label={d('reason')}
        hint={d('reasonHint')}
        rows={3}
        maxLength={300}
        containerClassName="w-full"
        error={errors.reason?.message}
        {...register('reason')}
      />
      <Button type="submit" variant="danger" loading={update.isPending}>
        {d('suspend')}
      </Button>
    </form>
  );
}
