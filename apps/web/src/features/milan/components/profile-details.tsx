/**
 * What a profile says about the member, in the sections Indian families
 * read: about, basic details, religion and community (with rashi and
 * nakshatra from the birth details, never the birth data itself), education
 * and career, family, and partner preferences. Blank answers read "Not
 * specified"; empty preference lists read "Open to all".
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileView } from '@seva/contracts';
import { Fact } from '@/components/ui';
import { usePlaceName } from '@/lib/place-name';
import { heightLabel } from '../format';
import { ProfileSection } from './profile-section';

function Facts({ children }: { children: ReactNode }) {
  return <dl className="flex flex-col gap-2.5">{children}</dl>;
}

export function ProfileDetails({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation('milan');
  const placeName = usePlaceName();
  const said = (value: string | null | undefined) => (value && value.trim() ? value : t('profile.notSaid'));
  const withDetail = (label: string, detail: string) => (detail.trim() ? `${label} · ${detail}` : label);
  const { family } = profile;

  return (
    <>
      <ProfileSection id="milan-about" title={t('profile.about')}>
        <p className="whitespace-pre-line text-gray-800">{profile.about.trim() || t('profile.aboutEmpty')}</p>
      </ProfileSection>

      <ProfileSection id="milan-basics" title={t('profile.basics')}>
        <Facts>
          <Fact term={t('profile.facts.age')}>{t('card.age', { count: profile.age })}</Fact>
          <Fact term={t('profile.facts.height')}>{heightLabel(profile.heightCm)}</Fact>
          <Fact term={t('profile.facts.maritalStatus')}>{t(`maritalStatuses.${profile.maritalStatus}`)}</Fact>
          <Fact term={t('profile.facts.motherTongue')}>{t(`motherTongues.${profile.motherTongue}`)}</Fact>
          <Fact term={t('profile.facts.diet')}>{t(`diets.${profile.diet}`)}</Fact>
          <Fact term={t('profile.facts.city')}>{said(profile.city && placeName(profile.city))}</Fact>
          <Fact term={t('profile.facts.state')}>{said(profile.state && placeName(profile.state))}</Fact>
        </Facts>
      </ProfileSection>

      <ProfileSection id="milan-community" title={t('profile.community')}>
        <Facts>
          <Fact term={t('profile.facts.religion')}>{t(`religions.${profile.religion}`)}</Fact>
          <Fact term={t('profile.facts.caste')}>{said(profile.caste)}</Fact>
          <Fact term={t('profile.facts.subCaste')}>{said(profile.subCaste)}</Fact>
          <Fact term={t('profile.facts.gotra')}>{said(profile.gotra)}</Fact>
          <Fact term={t('profile.facts.rashi')}>
            {profile.rashi === null ? t('profile.notSaid') : t(`rashi.${profile.rashi}`)}
          </Fact>
          <Fact term={t('profile.facts.nakshatra')}>
            {profile.nakshatra === null ? t('profile.notSaid') : t(`nakshatra.${profile.nakshatra}`)}
          </Fact>
        </Facts>
      </ProfileSection>

      <ProfileSection id="milan-career" title={t('profile.career')}>
        <Facts>
          <Fact term={t('profile.facts.education')}>
            {withDetail(t(`education.${profile.education}`), profile.educationDetail)}
          </Fact>
          <Fact term={t('profile.facts.occupation')}>
            {withDetail(t(`occupations.${profile.occupation}`), profile.jobTitle)}
          </Fact>
          <Fact term={t('profile.facts.income')}>
            {profile.incomeBand ? t(`incomeBands.${profile.incomeBand}`) : t('profile.notSaid')}
          </Fact>
        </Facts>
      </ProfileSection>

      <ProfileSection id="milan-family" title={t('profile.family')}>
        <Facts>
          <Fact term={t('profile.facts.familyType')}>
            {family.familyType ? t(`familyTypes.${family.familyType}`) : t('profile.notSaid')}
          </Fact>
          <Fact term={t('profile.facts.familyValues')}>
            {family.familyValues ? t(`familyValues.${family.familyValues}`) : t('profile.notSaid')}
          </Fact>
          <Fact term={t('profile.facts.fatherOccupation')}>{said(family.fatherOccupation)}</Fact>
          <Fact term={t('profile.facts.motherOccupation')}>{said(family.motherOccupation)}</Fact>
          <Fact term={t('profile.facts.brothers')}>{family.brothers}</Fact>
          <Fact term={t('profile.facts.sisters')}>{family.sisters}</Fact>
          <Fact term={t('profile.facts.nativePlace')}>{said(family.nativePlace)}</Fact>
        </Facts>
      </ProfileSection>

      <PartnerPreferences preferences={profile.partnerPreferences} />
    </>
  );
}

function PartnerPreferences({ preferences: p }: { preferences: ProfileView['partnerPreferences'] }) {
  const { t } = useTranslation('milan');
  const list = (values: readonly string[], prefix: string) =>
    values.length === 0 ? t('profile.openToAll') : values.map((value) => t(`${prefix}.${value}`)).join(', ');
  let height = t('profile.openToAll');
  if (p.heightMin !== null && p.heightMax !== null) {
    height = t('profile.range', { from: heightLabel(p.heightMin), to: heightLabel(p.heightMax) });
  } else if (p.heightMin !== null) height = t('profile.heightFrom', { from: heightLabel(p.heightMin) });
  else if (p.heightMax !== null) height = t('profile.heightUpTo', { to: heightLabel(p.heightMax) });

  return (
    <ProfileSection id="milan-preferences" title={t('profile.preferences')}>
      <dl className="flex flex-col gap-2.5">
        <Fact term={t('profile.facts.prefAge')}>{t('profile.ageRange', { from: p.ageMin, to: p.ageMax })}</Fact>
        <Fact term={t('profile.facts.prefHeight')}>{height}</Fact>
        <Fact term={t('profile.facts.prefReligions')}>{list(p.religions, 'religions')}</Fact>
        <Fact term={t('profile.facts.prefMotherTongues')}>{list(p.motherTongues, 'motherTongues')}</Fact>
        <Fact term={t('profile.facts.prefMaritalStatuses')}>{list(p.maritalStatuses, 'maritalStatuses')}</Fact>
        <Fact term={t('profile.facts.prefDiets')}>{list(p.diets, 'diets')}</Fact>
        <Fact term={t('profile.facts.prefStates')}>
          {p.states.length === 0 ? t('profile.openToAll') : p.states.join(', ')}
        </Fact>
        {p.about.trim() && <Fact term={t('profile.facts.prefAbout')}>{p.about}</Fact>}
      </dl>
    </ProfileSection>
  );
}
