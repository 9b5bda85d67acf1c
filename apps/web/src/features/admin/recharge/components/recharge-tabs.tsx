/** The two views of Admin → Recharge orders (issue 23): the orders, and the complaints queue. */
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/format';

type Props = { complaints: boolean; onView: (view: '' | 'complaints') => void };

export function RechargeTabs({ complaints, onView }: Props) {
  const { t } = useTranslation('admin');
  const tab = (selected: boolean) =>
    cn(
      'rounded-full px-4 py-1.5 text-sm font-semibold',
      selected ? 'bg-primary text-white' : 'bg-white text-gray-800 ring-1 ring-gray-200 hover:bg-gray-50',
    );
  return (
    <nav aria-label={t('recharge.tabs.label')} className="flex gap-2">
      <button type="button" aria-pressed={!complaints} className={tab(!complaints)} onClick={() => onView('')}>
        {t('recharge.tabs.orders')}
      </button>
      <button type="button" aria-pressed={complaints} className={tab(complaints)} onClick={() => onView('complaints')}>
        {t('recharge.tabs.complaints')}
      </button>
    </nav>
  );
}
