/** All / Unread: two toggle buttons; the chosen one is pressed. */
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/format';
import type { NotificationFilter } from '../api/query-keys';

const FILTERS: NotificationFilter[] = ['all', 'unread'];

type NotificationsFilterProps = { value: NotificationFilter; onChange: (filter: NotificationFilter) => void };

export function NotificationsFilter({ value, onChange }: NotificationsFilterProps) {
  const { t } = useTranslation('notifications');
  return (
    <div role="group" aria-label={t('filter.label')} className="inline-flex rounded-full bg-gray-100 p-1">
      {FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
          className={cn(
            'min-h-9 rounded-full px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary',
            value === filter ? 'bg-white text-primary shadow-sm' : 'text-gray-700 hover:text-gray-900',
          )}
        >
          {t(`filter.${filter}`)}
        </button>
      ))}
    </div>
  );
}
