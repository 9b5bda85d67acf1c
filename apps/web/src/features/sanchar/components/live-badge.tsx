import { useTranslation } from 'react-i18next';

/** The red "LIVE" badge of an on-air stream, its dot pulsing (still for those who ask for less motion). */
export function LiveBadge() {
  const { t } = useTranslation('sanchar');
  return (
    <span
      title={t('live.onAir')}
      className="inline-flex items-center gap-1.5 rounded-md bg-red-600 px-2 py-0.5 text-xs font-bold tracking-wide text-white"
    >
      <span aria-hidden="true" className="relative flex size-2">
        <span className="absolute inline-flex size-full rounded-full bg-white opacity-75 motion-safe:animate-ping" />
        <span className="relative inline-flex size-2 rounded-full bg-white" />
      </span>
      {t('live.badge')}
    </span>
  );
}
