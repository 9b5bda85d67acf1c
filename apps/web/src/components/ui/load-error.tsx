import { useTranslation } from 'react-i18next';
import { Button } from './button';

/**
 * A failed load: what happened (`message`, in the caller's words) and a Try again button
 * (common:tryAgain) that calls `onRetry`. Announced as an alert.
 */
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
