import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';

/** A failed load: what happened and a Try again button. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 bg-white px-4 py-10 text-center"
    >
      <p className="max-w-md text-gray-700">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </div>
  );
}
