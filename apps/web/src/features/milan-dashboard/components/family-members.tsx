/**
 * "Your family" (issue 22): what a helper can and cannot do, the member's
 * helpers (name, relation, masked mobile, Invited or Active) each with
 * Remove after a confirmation, and the invitation form, which gives way to
 * a note at MILAN_FAMILY_LIMIT and to the create-profile call when the
 * member has no Milan Sathi profile.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { MILAN_FAMILY_LIMIT, type FamilyMember } from '@seva/contracts';
import { Button, ConfirmDialog, Skeleton, StatusBadge } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useRemoveFamilyLink } from '../api/remove-family-link';
import { CreateProfileCta } from './create-profile-cta';
import { FamilyInviteForm } from './family-invite-form';

const STATUS_COLOURS = { invited: 'bg-amber-100 text-amber-900', active: 'bg-green-100 text-green-800' } as const;

type FamilyMembersProps = {
  members: FamilyMember[];
  /** true: a profile exists; false: none yet; undefined: not known yet (still loading, or not asked). */
  hasProfile: boolean | undefined;
};

export function FamilyMembers({ members, hasProfile }: FamilyMembersProps) {
  const { t } = useTranslation(['milanDashboard', 'messages']);
  const remove = useRemoveFamilyLink();
  const [removing, setRemoving] = useState<FamilyMember | null>(null);
  // The server said there is no profile (it may know better than the page did).
  const [needsProfile, setNeedsProfile] = useState(false);

  const confirmRemove = (member: FamilyMember) =>
    remove.mutate(member._id, {
      onSuccess: (reply) => {
        setRemoving(null);
        toast.success(reply.message);
      },
      onError: (error) => toast.error(errorMessage(error, t('messages:somethingWentWrong'))),
    });

  let invite;
  if (members.length === 0 && (needsProfile || hasProfile === false)) {
    invite = (
      <div className="mt-4">
        <p className="mb-3 text-sm text-gray-700">{t('family.members.needsProfile')}</p>
        <CreateProfileCta />
      </div>
    );
  } else if (members.length >= MILAN_FAMILY_LIMIT) {
    invite = <p className="mt-4 text-sm text-gray-700">{t('family.members.limit', { count: MILAN_FAMILY_LIMIT })}</p>;
  } else if (hasProfile === undefined && members.length === 0) {
    invite = <Skeleton className="mt-4 h-40" />;
  } else {
    invite = <FamilyInviteForm onNeedsProfile={() => setNeedsProfile(true)} />;
  }

  return (
    <section aria-labelledby="family-members-title" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="family-members-title" className="text-lg font-semibold text-gray-900">
        {t('family.members.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t('family.members.about')}</p>
      {members.length === 0 ? (
        <p className="mt-3 text-sm text-gray-500">{t('family.members.empty')}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3" aria-label={t('family.members.title')}>
          {members.map((member) => (
            <li
              key={member._id}
              className="flex flex-col gap-3 rounded-xl border border-gray-200 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-gray-900">
                  <span className="break-words">{member.name}</span>
                  <StatusBadge
                    status={member.status}
                    colours={STATUS_COLOURS}
                    label={t(`family.members.status.${member.status}`)}
                  />
                </p>
                <p className="text-sm text-gray-600">{t(`family.relations.${member.relation}`)}</p>
                <p className="text-sm text-gray-600">{t('family.members.mobile', { mobile: member.mobile })}</p>
              </div>
              <Button
                variant="secondary"
                aria-label={t('family.members.removeLabel', { name: member.name })}
                onClick={() => setRemoving(member)}
                className="self-start sm:self-auto"
              >
                {t('family.members.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {invite}
      <ConfirmDialog
        open={removing !== null}
        title={t('family.members.removeTitle', { name: removing?.name ?? '' })}
        description={t('family.members.removeBody')}
        confirm={t('family.members.remove')}
        keep={t('family.members.keep')}
        pending={remove.isPending}
        busy={remove.isPending}
        onConfirm={() => removing && confirmRemove(removing)}
        onKeep={() => setRemoving(null)}
      />
    </section>
  );
}
