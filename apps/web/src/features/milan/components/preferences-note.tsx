/**
 * Above the search results, for a member: whether the list follows their
 * partner preferences ("As suggested for me", issue 22), with "Show
 * everyone" and "Edit preferences" one tap away — or, when they chose
 * everyone, the way back to their preferences.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import type { SearchPreferences } from '../search-params';

/** The partner-preferences step of the profile form. */
export const PREFERENCES_STEP_PATH = `${paths.dashboard.editProfile}?step=partner`;

type PreferencesNoteProps = {
  preferences: SearchPreferences;
  /** The API applied the member's preferences (undefined while loading). */
  applied: boolean | undefined;
  onChange: (preferences: SearchPreferences) => void;
};

export function PreferencesNote({ preferences, applied, onChange }: PreferencesNoteProps) {
  const { t } = useTranslation('milan');
  if (preferences === 'mine' && !applied) return null;
  const mine = preferences === 'mine';
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-primary/5 px-4 py-3 text-sm text-gray-800">
      <p>{mine ? t('search.preferences.mine') : t('search.preferences.everyone')}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => onChange(mine ? 'everyone' : 'mine')}>
          {mine ? t('search.preferences.showEveryone') : t('search.preferences.useMine')}
        </Button>
        {mine && (
          <Link to={PREFERENCES_STEP_PATH} className={buttonClasses('ghost', 'sm')}>
            {t('search.preferences.edit')}
          </Link>
        )}
      </div>
    </div>
  );
}
