/**
 * The footer (SPEC §1, §2): office address, phone, support e-mail, social
 * links, flight and hotel booking (all from GET /api/app/config), the four
 * static pages and the Download our app button.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Branding } from '@seva/contracts';
import { Button, Skeleton } from '@/components/ui';
import { paths } from '@/config/paths';
import { useBranding } from '@/lib/branding';
import { openModal } from '@/lib/modal-store';
import { LanguageSwitch } from './language-switch';

const SOCIAL_ICONS: Record<keyof Branding['social'], ReactNode> = {
  facebook: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v6h4v-6h3l1-4h-4V8z" fill="currentColor" />,
  instagram: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="3.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17" cy="7" r="1.2" fill="currentColor" />
    </>
  ),
  youtube: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="4" fill="currentColor" />
      <path d="M10 9.5v5l4.5-2.5z" fill="#1f2937" />
    </>
  ),
  x: <path d="M5 4h4l10 16h-4zM19 4l-6.2 7M5 20l6.2-7" stroke="currentColor" strokeWidth="2" fill="none" />,
};

const STATIC_LINKS = [
  { key: 'terms', to: paths.terms },
  { key: 'privacy', to: paths.privacy },
  { key: 'refund', to: paths.refund },
  { key: 'about', to: paths.about },
] as const;

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      {children}
    </div>
  );
}

const linkClass = 'hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-primary';

function ContactDetails() {
  const { t } = useTranslation('layout');
  const branding = useBranding();
  if (branding.isPending) {
    return (
      <div className="flex flex-col gap-2" aria-hidden="true">
        <Skeleton className="h-4 w-48 bg-gray-700" />
        <Skeleton className="h-4 w-36 bg-gray-700" />
        <Skeleton className="h-4 w-40 bg-gray-700" />
      </div>
    );
  }
  if (branding.isError) return <p className="text-sm">{t('footer.contactUnavailable')}</p>;
  const { officeAddress, phone, email } = branding.data;
  return (
    <address className="flex flex-col gap-2 text-sm not-italic">
      {officeAddress && <p className="break-words">{officeAddress}</p>}
      {phone && (
        <a href={`tel:${phone.replace(/\s/g, '')}`} className={linkClass}>
          <span className="sr-only">{t('footer.phone')}: </span>
          {phone}
        </a>
      )}
      {email && (
        <a href={`mailto:${email}`} className={`${linkClass} break-all`}>
          <span className="sr-only">{t('footer.email')}: </span>
          {email}
        </a>
      )}
    </address>
  );
}

function TravelAndSocial() {
  const { t } = useTranslation('layout');
  const { data } = useBranding();
  if (!data) return null;
  const socials = (Object.keys(SOCIAL_ICONS) as Array<keyof Branding['social']>).filter((key) => data.social[key]);
  return (
    <>
      {(data.flightBookingUrl || data.hotelBookingUrl) && (
        <ul className="flex flex-col gap-2 text-sm">
          {data.flightBookingUrl && (
            <li>
              <a href={data.flightBookingUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {t('footer.flights')}
              </a>
            </li>
          )}
          {data.hotelBookingUrl && (
            <li>
              <a href={data.hotelBookingUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {t('footer.hotels')}
              </a>
            </li>
          )}
        </ul>
      )}
      {socials.length > 0 && (
        <ul className="mt-4 flex gap-2" aria-label={t('footer.social')}>
          {socials.map((key) => (
            <li key={key}>
              <a
                href={data.social[key]}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t(`footer.socialNames.${key}`)}
                className="grid size-10 place-items-center rounded-full bg-gray-800 text-gray-200 hover:bg-primary hover:text-white focus-visible:outline-2 focus-visible:outline-primary"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
                  {SOCIAL_ICONS[key]}
                </svg>
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function Footer() {
  const { t } = useTranslation('layout');
  return (
    <footer className="bg-gray-900 text-gray-300">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <Column title={t('footer.office')}>
          <ContactDetails />
        </Column>
        <Column title={t('footer.quickLinks')}>
          <ul className="flex flex-col gap-2 text-sm">
            {STATIC_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={link.to} className={linkClass}>
                  {t(`footer.links.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </Column>
        <Column title={t('footer.travel')}>
          <TravelAndSocial />
        </Column>
        <Column title={t('footer.app')}>
          <p className="mb-3 text-sm">{t('footer.appBody')}</p>
          <Button onClick={() => openModal('download')}>{t('footer.downloadApp')}</Button>
          <div className="mt-5">
            <LanguageSwitch className="w-fit border-gray-600 [&_button:not([aria-pressed=true])]:text-gray-200" />
          </div>
        </Column>
      </div>
      <div className="border-t border-gray-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-gray-400 sm:px-6">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
