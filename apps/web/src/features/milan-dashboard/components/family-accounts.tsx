/**
 * "Profiles you help with" (issue 22): each account the person accepted,
 * with Help (acts for it: lib/acting-account, then its interests) and Stop
 * helping (DELETE after a confirmation; acting for it stops too).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { FamilyAccount } from '@seva/contracts';
import { Button, ConfirmDialog } from '@/components/ui';
import { paths } from '@/config/paths';
import { setActingAccount, useActingAccount } from '@/lib/acting-account';
import { errorMessage } from '@/lib/api-client';
import { useRemoveFamilyLink } from '../api/remove-family-link';

export function FamilyAccounts({ accounts }: { accounts: FamilyAccount[] }) {
  const { t } = useTranslation(['milanDashboard', 'messages']);
  const navigate = useNavigate();
  const acting = useActingAccount();
  const leave = useRemoveFamilyLink();
  const [leaving, setLeaving] = useState<FamilyAccount | null>(null);

  const help = ({ accountId, accountName }: FamilyAccount) => {
    setActingAccount({ accountId, accountName });
    void navigate(paths.dashboard.connections);
  };
  const confirmLeave = (account: FamilyAccount) =>
    leave.mutate(account._id, {
      onSuccess: (reply) => {
        if (acting?.accountId === account.accountId) setActingAccount(null);
        setLeaving(null);
        toast.success(reply.message);
      },
      onError: (error) => toast.error(errorMessage(error, t('messages:somethingWentWrong'))),
    });

  return (
    <section aria-labelledby="family-accounts-title" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="family-accounts-title" className="text-lg font-semibold text-gray-900">
        {t('family.accounts.title')}
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {accounts.map((account) => (
          <li
            key={account._id}
            className="flex flex-col gap-3 rounded-xl border border-gray-200 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-semibold text-gray-900">{account.accountName}</p>
              <p className="text-sm text-gray-600">
                {t('family.accounts.as', { relation: t(`family.relations.${account.relation}`) })}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              {acting?.accountId === account.accountId ? (
                <p className="flex min-h-11 items-center text-sm font-semibold text-primary">
                  {t('family.accounts.helpingNow')}
                </p>
              ) : (
                <Button onClick={() => help(account)}>
                  {t('family.accounts.help', { accountName: account.accountName })}
                </Button>
              )}
              <Button
                variant="secondary"
                aria-label={t('family.accounts.stopLabel', { accountName: account.accountName })}
                onClick={() => setLeaving(account)}
              >
                {t('family.accounts.stop')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={leaving !== null}
        title={t('family.accounts.stopTitle', { accountName: leaving?.accountName ?? '' })}
        description={t('family.accounts.stopBody')}
        confirm={t('family.accounts.stop')}
        keep={t('family.accounts.keep')}
        pending={leave.isPending}
        busy={leave.isPending}
        onConfirm={() => leaving && confirmLeave(leaving)}
        onKeep={() => setLeaving(null)}
      />
    </section>
  );
}
