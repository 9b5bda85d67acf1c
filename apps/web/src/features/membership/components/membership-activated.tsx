import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MembershipStatus } from '@seva/contracts';
import { buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';

/**
 * "Your membership is active.": the plan just bought and when it ends (the
 * end of everything bought: a renewal runs last), and the ways on
 * (dashboard, search). Takes focus on mount so screen readers announce it.
 */
export function MembershipActivated({ planName, status }: { planName: string; status: MembershipStatus }) {
  const { t } = useTranslation('membership');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);
  return (
    <section aria-labelledby="membership-activated" className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h1
        id="membership-activated"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold text-gray-900 focus:outline-none sm:text-3xl"
      >
        {t('success.title')}
      </h1>
      <p className="mt-2 text-gray-700">
        {t('success.body', { name: planName, date: status.endsAt ? formatDate(status.endsAt) : '' })}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.dashboard.root} className={buttonClasses('primary', 'lg')}>
          {t('success.dashboard')}
        </Link>
        <Link to={paths.milanSathi.search} className={buttonClasses('secondary', 'lg')}>
          {t('success.search')}
        </Link>
      </div>
    </section>
  );
}
