/**
 * The "Daily new-matches e-mail" card (issue 22): a switch that turns the
 * once-a-day e-mail of new matches on or off (PUT /api/users/me/match-emails),
 * and a note when the member's e-mail is not verified (nothing is sent then).
 * Hidden quietly when the setting cannot be loaded.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Skeleton } from '@/components/ui';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useMatchEmails, useUpdateMatchEmails } from '../api/match-emails';

export function MatchEmailsCard() {
  const { t } = useTranslation('milanDashboard');
  const setting = useMatchEmails(true);
  const update = useUpdateMatchEmails();
  if (setting.isError) return null;
  const checked = update.isPending && update.variables ? update.variables.enabled : (setting.data?.enabled ?? true);
  const change = (enabled: boolean) =>
    update.mutate(
      { enabled },
      {
        onSuccess: (answer) => answer.message && toast.success(answer.message),
        onError: (error) => toast.error(errorMessage(error, t('overview.matchEmails.failed'))),
      },
    );

  return (
    <section aria-labelledby="match-emails-title" className="rounded-2xl bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id="match-emails-title" className="text-lg font-semibold text-gray-900">
            {t('overview.matchEmails.title')}
          </h2>
          <p id="match-emails-about" className="mt-1 text-sm text-gray-700">
            {t('overview.matchEmails.about')}
          </p>
        </div>
        {setting.isPending ? (
          <Skeleton className="h-6 w-11 shrink-0 rounded-full" />
        ) : (
          <ToggleSwitch
            labelledBy="match-emails-title"
            describedBy="match-emails-about"
            checked={checked}
            disabled={update.isPending}
            onChange={change}
          />
        )}
      </div>
      {setting.data && !setting.data.emailVerified && (
        <Link to={paths.profile} className="mt-3 inline-block text-sm font-semibold text-primary">
          {t('overview.matchEmails.unverified')}
        </Link>
      )}
    </section>
  );
}
