/**
 * The own profile's completeness (server `completeness`, 0–100) as a ring
 * that is a progressbar to assistive technology, and the parts still
 * missing as links straight into the edit step that adds each.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProfileView } from '@seva/contracts';
import { buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { MISSING_PART_STEP, missingParts } from '../form/missing-parts';
import { editStepPath } from '../form/steps';

const RADIUS = 40;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

function Ring({ value, label }: { value: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
      className="relative size-28 shrink-0"
    >
      <svg viewBox="0 0 100 100" className="size-full -rotate-90" aria-hidden="true">
        <circle cx="50" cy="50" r={RADIUS} fill="none" strokeWidth="10" className="stroke-gray-200" />
        <circle
          cx="50"
          cy="50"
          r={RADIUS}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - value / 100)}
          className="stroke-primary transition-[stroke-dashoffset] duration-500"
        />
      </svg>
      <span aria-hidden="true" className="absolute inset-0 grid place-items-center text-2xl font-bold text-gray-900">
        {value}%
      </span>
    </div>
  );
}

export function CompletenessCard({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation('milanDashboard');
  const value = Math.max(0, Math.min(100, profile.completeness ?? 0));
  const missing = missingParts(profile);
  return (
    <section aria-labelledby="completeness-title" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="completeness-title" className="text-lg font-semibold text-gray-900">
        {t('overview.completeness.title')}
      </h2>
      <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-start">
        <Ring value={value} label={t('overview.completeness.ring', { value })} />
        <div className="min-w-0 flex-1">
          {missing.length === 0 ? (
            <p className="text-gray-700">
              {value >= 100 ? t('overview.completeness.complete') : t('overview.completeness.almost')}
            </p>
          ) : (
            <>
              <p className="text-sm font-medium text-gray-800">{t('overview.completeness.missingTitle')}</p>
              <ul className="mt-2 flex flex-col gap-1">
                {missing.map((part) => (
                  <li key={part}>
                    <Link
                      to={editStepPath(MISSING_PART_STEP[part])}
                      className="inline-flex min-h-11 items-center gap-2 text-primary underline-offset-4 hover:underline"
                    >
                      <span aria-hidden="true">+</span>
                      {t(`overview.missing.${part}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          <Link to={paths.dashboard.editProfile} className={buttonClasses('secondary', 'md', 'mt-4 w-full sm:w-auto')}>
            {t('overview.completeness.edit')}
          </Link>
        </div>
      </div>
    </section>
  );
}
