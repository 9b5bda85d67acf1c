/**
 * "Sort by": newest first, or best kundli match — offered only to a signed-in
 * member (the score is with the viewer); a visitor gets a log-in link instead.
 */
import { useTranslation } from 'react-i18next';
import { Button, SelectField } from '@/components/ui';
import { openModal } from '@/lib/modal-store';
import type { SearchSort } from '../search-params';

type SortControlProps = { sort: SearchSort; loggedIn: boolean; onChange: (sort: SearchSort) => void };

export function SortControl({ sort, loggedIn, onChange }: SortControlProps) {
  const { t } = useTranslation('milan');
  return (
    <div className="flex flex-col gap-1">
      <SelectField
        label={t('search.sortLabel')}
        value={sort}
        containerClassName="min-w-44"
        onChange={(event) => onChange(event.target.value === 'match' ? 'match' : 'newest')}
      >
        <option value="newest">{t('search.sort.newest')}</option>
        {loggedIn && <option value="match">{t('search.sort.match')}</option>}
      </SelectField>
      {!loggedIn && (
        <Button variant="link" size="sm" className="self-start text-xs" onClick={() => openModal('milanLogin')}>
          {t('search.loginToSort')}
        </Button>
      )}
    </div>
  );
}
