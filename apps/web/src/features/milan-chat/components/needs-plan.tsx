import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';

/** In place of the composer when the member may not write yet (no plan with messaging, and no message from them). */
export function NeedsPlan() {
  const { t } = useTranslation(['milanChat', 'messages']);
  return (
    <div
      role="note"
      className="flex flex-col items-center gap-2 border-t border-gray-200 bg-white px-4 py-3 text-center text-sm text-gray-700 sm:flex-row sm:text-left"
    >
      <p className="flex-1">{t('messages:messagingNeedsPlan')}</p>
      <Link to={paths.milanSathi.membership} className={buttonClasses('primary', 'sm')}>
        {t('chat.seePlans')}
      </Link>
    </div>
  );
}
