import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui';
import { cn } from '@/lib/format';
import { useCircleName } from '@/domains/recharge/names';
import type { LookupState } from '../hooks/use-number-lookup';

/** What operator detection is doing, under the mobile number (announced politely). */
export function LookupHint({ state }: { state: LookupState }) {
  const { t } = useTranslation('recharge');
  const circleName = useCircleName();
  let text = '';
  if (state.kind === 'found')
    text = t('lookup.found', { operator: state.found.operator.name, circle: circleName(state.found.circle) });
  else if (state.kind === 'unknown') text = t('lookup.unknown');
  else if (state.kind === 'invalid') text = state.message || t('lookup.invalid');
  else if (state.kind === 'failed') text = t('lookup.failed');
  return (
    <p
      aria-live="polite"
      className={cn(
        'mt-1 flex min-h-5 items-center gap-2 text-xs',
        state.kind === 'found' ? 'text-green-700' : state.kind === 'invalid' ? 'text-red-600' : 'text-gray-600',
      )}
    >
      {state.kind === 'loading' ? (
        <>
          <Spinner size="sm" decorative className="text-primary" />
          {t('lookup.loading')}
        </>
      ) : (
        text
      )}
    </p>
  );
}
