/**
 * Today's panchang on the home page (issue 23): tithi with its paksha,
 * nakshatra, sunrise and sunset (IST) for the customer's city or New Delhi
 * (api/get-panchang.ts), names in English or Hindi (i18n 'home', panchang.*). A lazy
 * chunk of its own (home-page.tsx), so the home page's first paint never
 * waits for it.
 */
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui';
import { usePlaceName } from '@/lib/place-name';
import { usePanchang, usePanchangTown } from '../api/get-panchang';
import { HomeSection } from './home-section';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-gray-500 uppercase">{label}</dt>
      <dd className="mt-0.5 font-semibold text-gray-900">{value}</dd>
    </div>
  );
}

export default function PanchangCard() {
  const { t, i18n } = useTranslation('home', { keyPrefix: 'panchang' });
  const placeName = usePlaceName();
  const panchang = usePanchang(usePanchangTown());
  const day = panchang.data;
  const tithis = t('tithis', { returnObjects: true }) as string[];
  const nakshatras = t('nakshatras', { returnObjects: true }) as string[];

  let body;
  if (panchang.isPending) body = <Skeleton className="h-24 w-full rounded-xl" />;
  else if (!day) body = <p className="text-sm text-gray-600">{t('failed')}</p>;
  else {
    // Tithi 15 of either paksha is Purnima (Shukla) or Amavasya (Krishna).
    const tithi = day.tithi.day === 15 && day.tithi.paksha === 'krishna' ? tithis[15] : tithis[day.tithi.day - 1];
    body = (
      <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-100 sm:p-5" data-testid="panchang">
        <p className="text-sm text-gray-600">
          {placeName(day.city.name)} ·{' '}
          <time dateTime={day.date}>
            {new Intl.DateTimeFormat(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', {
              dateStyle: 'full',
              timeZone: 'Asia/Kolkata',
            }).format(new Date(`${day.date}T12:00:00+05:30`))}
          </time>
        </p>
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
          <Fact label={t('tithi')} value={`${tithi ?? ''}, ${t(`paksha.${day.tithi.paksha}`)}`} />
          <Fact label={t('nakshatra')} value={nakshatras[day.nakshatra.index] ?? ''} />
          <Fact label={t('sunrise')} value={day.sunrise ?? '—'} />
          <Fact label={t('sunset')} value={day.sunset ?? '—'} />
        </dl>
        <p className="mt-3 text-xs text-gray-500">{t('note')}</p>
      </div>
    );
  }
  return (
    <HomeSection title={t('title')} className="min-h-40">
      {body}
    </HomeSection>
  );
}
