/**
 * The fields an audited action changed, one line each: "field: before → after" (a creation shows only
 * the after, a removal only the before; a view changes nothing).
 */
import { useTranslation } from 'react-i18next';
import type { AdminAuditEntry } from '@seva/contracts';

/** A field's value as the log shows it: text as it is, nothing as "—", anything else as JSON. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function AuditChanges({ entry }: { entry: Pick<AdminAuditEntry, 'before' | 'after'> }) {
  const { t } = useTranslation('admin');
  const { before, after } = entry;
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (fields.length === 0) return <span className="text-gray-500">{t('audit.noChanges')}</span>;
  return (
    <ul className="flex flex-col gap-1" aria-label={t('audit.changes')}>
      {fields.map((field) => (
        <li key={field} className="break-words">
          <span className="font-medium">{field}</span>:{' '}
          {before && <span className="text-red-700 line-through decoration-red-300">{shownValue(before[field])}</span>}
          {before && after && <span aria-hidden="true"> → </span>}
          {after && <span className="text-green-800">{shownValue(after[field])}</span>}
        </li>
      ))}
    </ul>
  );
}
