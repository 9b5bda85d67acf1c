/**
 * "Invitations for you" (issue 22): each invitation to the signed-in number
 * with Accept (POST …/accept) and Decline (DELETE). Shown to anyone signed
 * in: the invited person usually has no Milan Sathi profile of their own.
 */
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { FamilyAccount } from '@seva/contracts';
import { Button } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useAcceptFamilyInvitation } from '../api/accept-family-invitation';
import { useRemoveFamilyLink } from '../api/remove-family-link';

export function FamilyInvitations({ invitations }: { invitations: FamilyAccount[] }) {
  const { t } = useTranslation(['milanDashboard', 'messages']);
  const accept = useAcceptFamilyInvitation();
  const decline = useRemoveFamilyLink();
  const busy = (id: string) =>
    (accept.isPending && accept.variables === id) || (decline.isPending && decline.variables === id);
  const answer = (mutation: typeof accept, id: string) =>
    mutation.mutate(id, {
      onSuccess: (reply) => toast.success(reply.message),
      onError: (error) => toast.error(errorMessage(error, t('messages:somethingWentWrong'))),
    });

  return (
    <section aria-labelledby="family-invitations-title" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="family-invitations-title" className="text-lg font-semibold text-gray-900">
        {t('family.invitations.title')}
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {invitations.map((invitation) => (
          <li key={invitation._id} className="rounded-xl border border-primary-200 bg-primary-50 p-4">
            <p className="font-medium text-gray-900">
              {t('family.invitations.from', { accountName: invitation.accountName })}
            </p>
            <p className="mt-1 text-sm text-gray-700">
              {t('family.invitations.as', { relation: t(`family.relations.${invitation.relation}`) })}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                aria-label={t('family.invitations.acceptLabel', { accountName: invitation.accountName })}
                loading={accept.isPending && accept.variables === invitation._id}
                disabled={busy(invitation._id)}
                onClick={() => answer(accept, invitation._id)}
              >
                {t('family.invitations.accept')}
              </Button>
              <Button
                variant="secondary"
                aria-label={t('family.invitations.declineLabel', { accountName: invitation.accountName })}
                loading={decline.isPending && decline.variables === invitation._id}
                disabled={busy(invitation._id)}
                onClick={() => answer(decline, invitation._id)}
              >
                {t('family.invitations.decline')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
