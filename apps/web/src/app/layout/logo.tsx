import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

export function Logo({ suffix }: { suffix?: string }) {
  const { t } = useTranslation('layout');
  return (
    <Link
      to={paths.home}
      className="flex shrink-0 items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-primary"
      aria-label={suffix ? `${t('brand')} ${suffix}` : t('brandHome')}
    >
      <svg aria-hidden="true" viewBox="0 0 64 64" className="size-8">
        <rect width="64" height="64" rx="14" className="fill-brand" />
        <path d="M32 12c6 9 10 14 10 21a10 10 0 0 1-20 0c0-7 4-12 10-21z" fill="#fff" />
        <rect x="18" y="46" width="28" height="6" rx="3" fill="#fff" />
      </svg>
      <span className="text-xl font-extrabold tracking-tight text-primary max-[360px]:sr-only">{t('brand')}</span>
      {suffix && (
        <span className="hidden text-base font-semibold whitespace-nowrap text-gray-800 min-[420px]:inline">
          {suffix}
        </span>
      )}
    </Link>
  );
}
