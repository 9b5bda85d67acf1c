/**
 * The "Browse privately" switch (issue 22): while on, members whose
 * profiles the member opens do not see the visit. A paid plan's feature: on
 * the free plan the switch is disabled and says why, with the plans' link.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useUpdatePrivacy } from '../api/update-privacy';

export function BrowsePrivately({ on, locked }: { on: boolean; locked: boolean }) {
  const { t } = useTranslation('milan');
  const update = useUpdatePrivacy();
  const checked = update.isPending && update.variables ? update.variables.browsePrivately : on;
  const change = (browsePrivately: boolean) =>
    update.mutate(
      { browsePrivately },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => toast.error(errorMessage(error, t('profileViews.privacyFailed'))),
      },
    );
  return (
    <section className="flex items-start justify-between gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-100">
      <div className="min-w-0">
        <h2 id="browse-privately" className="font-semibold text-gray-900">
          {t('profileViews.browsePrivately')}
        </h2>
        <p id="browse-privately-about" className="mt-1 text-sm text-gray-600">
          {locked ? t('profileViews.browsePrivatelyLocked') : t('profileViews.browsePrivatelyAbout')}
        </p>
        {locked && (
          <Link to={paths.milanSathi.membership} className="mt-2 inline-block text-sm font-semibold text-primary">
            {t('profileViews.seePlans')}
          </Link>
        )}
      </div>
      <ToggleSwitch
        labelledBy="browse-privately"
        describedBy="browse-privately-about"
        checked={checked}
        disabled={locked || update.isPending}
        onChange={change}
      />
    </section>
  );
}
