import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';
import { cn } from '@/lib/format';

type FormActionsProps = { saving: boolean; onCancel: () => void; className?: string };

/** Cancel and Save under an admin editing form; Save submits it, stacked under Cancel on narrow screens. */
export function FormActions({ saving, onCancel, className }: FormActionsProps) {
  const { t } = useTranslation('admin');
  return (
    <div className={cn('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}>
      <Button variant="secondary" onClick={onCancel}>
        {t('shop.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {t('shop.save')}
      </Button>
    </div>
  );
}
