/**
 * "How it works" in three numbered steps (choose, pay securely, receive the
 * proof or the confirmation). An ordered list, so the order is announced;
 * the numbers are drawn for sighted users and hidden from screen readers.
 */
import { useTranslation } from 'react-i18next';
import { HomeSection } from './home-section';

const STEPS = ['choose', 'pay', 'receive'] as const;

export function HowItWorks() {
  const { t } = useTranslation('home');
  return (
    <HomeSection title={t('howItWorks.title')} intro={t('howItWorks.intro')}>
      <ol className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step} className="flex gap-4 rounded-xl border border-primary-100 bg-white p-5 shadow-sm md:flex-col">
            <span
              aria-hidden="true"
              className="grid size-10 shrink-0 place-items-center rounded-full bg-primary text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <div className="min-w-0">
              <h3 className="font-semibold text-gray-900">{t(`howItWorks.steps.${step}.title`)}</h3>
              <p className="mt-1 text-sm text-gray-600">{t(`howItWorks.steps.${step}.body`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
