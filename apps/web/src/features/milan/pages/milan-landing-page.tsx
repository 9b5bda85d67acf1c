/**
 * /milan-sathi: the Milan Sathi landing page (SPEC §2) for families — the
 * hero with the calls to action, how it works, why it can be trusted, the
 * featured profiles and a closing call. The simpler header comes from the
 * layout.
 */
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/ui';
import { usePageTitle } from '@/lib/use-page-title';
import { FeaturedProfiles } from '../components/featured-profiles';
import { ClosingCall, HowItWorks, LandingHero, TrustPoints } from '../components/landing-sections';

export default function MilanLandingPage() {
  const { t } = useTranslation('milan');
  usePageTitle(t('landing.title'));
  return (
    <PageContainer className="flex flex-col gap-10 sm:gap-14">
      <LandingHero />
      <HowItWorks />
      <FeaturedProfiles />
      <TrustPoints />
      <ClosingCall />
    </PageContainer>
  );
}
