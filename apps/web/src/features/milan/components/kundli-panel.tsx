/**
 * The kundli match with this profile: the guna total out of 36 with a
 * gentle verdict (GUNA_ACCEPTABLE_MIN or more: good; below: low, a reason to
 * talk to a pandit, never a rejection — DOMAIN "Milan Sathi") and each
 * koota's points in a table with a bar, what the koota is about and what its
 * score says (kootaBand: low, medium, full), then the Mangal dosha of the two
 * (ManglikLine). Without a score it says why (kundliMissing) and what to do
 * about it.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GUNA_ACCEPTABLE_MIN, KOOTA_KEYS, type KundliMatch, type MilanGender, type ProfileView } from '@seva/contracts';
import { Button, StarIcon, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { cn } from '@/lib/format';
import { openModal } from '@/lib/modal-store';
import { gunaPoints, kootaBand } from '../format';
import { ManglikLine } from './manglik-line';
import { ProfileSection } from './profile-section';

type KundliPanelProps = {
  kundli: KundliMatch | null;
  missing: ProfileView['kundliMissing'];
  name: string;
  /** The profile's gender (the viewer's is the other), for the Manglik sentence. */
  gender: MilanGender;
};

export function KundliPanel({ kundli, missing, name, gender }: KundliPanelProps) {
  const { t } = useTranslation('milan');
  return (
    <ProfileSection id="milan-kundli" title={t('kundli.title')}>
      {kundli ? (
        <div className="flex flex-col gap-4">
          <KundliScore kundli={kundli} />
          <ManglikLine manglik={kundli.manglik} gender={gender} name={name} />
        </div>
      ) : (
        <KundliMissing missing={missing} name={name} />
      )}
    </ProfileSection>
  );
}

function KundliScore({ kundli }: { kundli: KundliMatch }) {
  const { t } = useTranslation('milan');
  const good = kundli.total >= GUNA_ACCEPTABLE_MIN;
  const kootas = [...kundli.kootas].sort((a, b) => KOOTA_KEYS.indexOf(a.key) - KOOTA_KEYS.indexOf(b.key));
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-gray-600">{t('kundli.subtitle')}</p>
      <div className="flex flex-wrap items-center gap-4">
        <p
          data-testid="kundli-total"
          className="inline-flex items-center gap-2 rounded-2xl bg-primary-50 px-4 py-2 text-3xl font-extrabold text-primary-dark"
        >
          <StarIcon className="size-6" />
          {t('kundli.total', { total: gunaPoints(kundli.total) })}
        </p>
        <div>
          <p className={cn('font-semibold', good ? 'text-green-800' : 'text-amber-800')}>
            {good ? t('kundli.good') : t('kundli.low')}
          </p>
          <p className="max-w-md text-sm text-gray-600">{good ? t('kundli.goodBody') : t('kundli.lowBody')}</p>
        </div>
      </div>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('kundli.tableCaption')}</caption>
        <thead className="border-b border-gray-200 text-xs text-gray-500 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('kundli.koota')}
            </th>
            <th scope="col" className="w-28 py-2 text-right font-medium sm:w-40">
              {t('kundli.points')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {kootas.map((koota) => (
            <tr key={koota.key}>
              <th scope="row" className="py-2.5 pr-3 align-top font-normal">
                <span className="block font-semibold text-gray-900">{t(`kundli.names.${koota.key}`)}</span>
                <span className="block text-xs text-gray-600">{t(`kundli.meanings.${koota.key}`)}</span>
                <span data-testid="koota-score-meaning" className="mt-0.5 block text-xs text-gray-800">
                  {t(`kundli.scoreMeanings.${koota.key}.${kootaBand(koota.key, koota.points, koota.max)}`)}
                </span>
              </th>
              <td className="py-2.5 text-right align-top">
                <span className="font-semibold text-gray-900">
                  {t('kundli.pointsOf', { points: gunaPoints(koota.points), max: koota.max })}
                </span>
                <span aria-hidden="true" className="mt-1.5 ml-auto block h-1.5 w-full rounded-full bg-gray-100">
                  <span
                    className="block h-full rounded-full bg-primary"
                    style={{ width: `${koota.max > 0 ? (koota.points / koota.max) * 100 : 0}%` }}
                  />
                </span>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-gray-200">
          <tr>
            <th scope="row" className="py-2.5 pr-3 font-semibold text-gray-900">
              {t('kundli.totalLabel')}
            </th>
            <td className="py-2.5 text-right font-bold text-gray-900">
              {t('kundli.pointsOf', { points: gunaPoints(kundli.total), max: kundli.max })}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function KundliMissing({ missing, name }: { missing: ProfileView['kundliMissing']; name: string }) {
  const { t } = useTranslation('milan');
  if (!missing) return null;
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl bg-primary-50/60 p-4">
      <p className="text-gray-800">{t(`kundli.missing.${missing}`, { name })}</p>
      {missing === 'login' && (
        <Button variant="secondary" onClick={() => openModal('milanLogin')}>
          {t('kundli.loginAction')}
        </Button>
      )}
      {missing === 'viewer_incomplete' && (
        <Link to={paths.dashboard.editProfile} className={buttonClasses('secondary')}>
          {t('kundli.addBirthAction')}
        </Link>
      )}
    </div>
  );
}
