/**
 * The audit log's filters: the area that let the admin act, the action, and a record's id (filters live in
 * the URL through useListParams; '' is no filter).
 */
import { useTranslation } from 'react-i18next';
import { ADMIN_AREAS, AUDIT_ACTIONS } from '@seva/contracts';
import { FilterBar, FilterSelect } from '../../shared/components/filter-bar';
import { SearchField } from '../../shared/components/search-field';

export type AuditFilter = { area: string; action: string; targetId: string };

type AuditFiltersProps = { filter: AuditFilter; onChange: (changes: Partial<AuditFilter>) => void };

export function AuditFilters({ filter, onChange }: AuditFiltersProps) {
  const { t } = useTranslation('admin');
  return (
    <FilterBar>
      <FilterSelect
        label={t('audit.areaFilter')}
        value={filter.area}
        all={t('audit.all')}
        options={ADMIN_AREAS.map((area) => ({ value: area, label: t(`areas.${area}`) }))}
        onChange={(area) => onChange({ area })}
        maxWidth="sm:max-w-[14rem]"
      />
      <FilterSelect
        label={t('audit.actionFilter')}
        value={filter.action}
        all={t('audit.all')}
        options={AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`audit.actions.${action}`) }))}
        onChange={(action) => onChange({ action })}
        maxWidth="sm:max-w-[18rem]"
      />
      <SearchField
        label={t('audit.targetFilter')}
        placeholder={t('audit.targetPlaceholder')}
        value={filter.targetId}
        onSearch={(targetId) => onChange({ targetId: targetId.trim() })}
      />
    </FilterBar>
  );
}
