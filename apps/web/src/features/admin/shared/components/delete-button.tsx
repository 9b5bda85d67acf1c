import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';

/** A content row's Delete, named after the record for screen readers ("Delete Aarti"); it opens the confirmation. */
export function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Button
      variant="ghost"
      size="sm"
      className="text-red-700 hover:bg-red-50"
      aria-label={`${t('content.common.delete')} ${name}`}
      onClick={onClick}
    >
      {t('content.common.delete')}
    </Button>
  );
}
