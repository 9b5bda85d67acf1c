/**
 * The body of a route whose feature comes later: says what is coming and
 * links somewhere that works (home, plus the about page or the partner
 * flight site), so no link leads to a dead end.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoon, PageContainer, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { useBranding } from '@/lib/branding';
import type { ComingSoonFeature } from '../features';

function SecondaryAction({ feature }: { feature: ComingSoonFeature }) {
  const { t } = useTranslation('coming-soon');
  const branding = useBranding();
  const secondary = buttonClasses('secondary', 'lg');

  if (feature === 'flights' && branding.data?.flightBookingUrl) {
    return (
      <a href={branding.data.flightBookingUrl} target="_blank" rel="noopener noreferrer" className={secondary}>
        {t('actions.bookFlights')}
      </a>
    );
  }
  return (
    <Link to={paths.about} className={secondary}>
      {t('actions.aboutUs')}
    </Link>
  );
}

export default function ComingSoonPage({ feature = 'generic' }: { feature?: ComingSoonFeature }) {
  const { t } = useTranslation('coming-soon');
  return (
    <PageContainer width="lg">
      <ComingSoon
        title={t(`features.${feature}.title`)}
        description={t(`features.${feature}.description`)}
        actions={
          <>
            <Link to={paths.home} className={buttonClasses('primary', 'lg')}>
              {t('actions.home')}
            </Link>
            <SecondaryAction feature={feature} />
          </>
        }
      />
    </PageContainer>
  );
}
