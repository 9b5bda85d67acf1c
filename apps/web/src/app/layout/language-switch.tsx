import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage } from '@/i18n';
import { cn } from '@/lib/format';

/** EN / हिं toggle; the choice is remembered on this device. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('layout');
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn('flex rounded-full border border-gray-300 p-0.5', className)}
    >
      {LANGUAGES.map((language) => {
        const active = i18n.resolvedLanguage === language.code;
        return (
          <button
            key={language.code}
            type="button"
            lang={language.code}
            aria-pressed={active}
            // The visible label starts the accessible name (WCAG 2.5.3 label in name): "EN, English".
            aria-label={`${language.label}, ${language.name}`}
            onClick={() => setLanguage(language.code)}
            className={cn(
              'min-h-8 min-w-9 rounded-full px-2 text-xs font-semibold',
              active ? 'bg-primary text-white' : 'text-gray-700 hover:bg-gray-100',
              // In the system's font: two letters must not fetch the shipped Devanagari font onto every English page.
              language.code !== 'en' && 'font-[system-ui]',
            )}
          >
            {language.label}
          </button>
        );
      })}
    </div>
  );
}
