import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/format';
import { passwordStrength, type PasswordStrength } from '../validation';

const bars: Record<PasswordStrength, { filled: number; colour: string; text: string }> = {
  weak: { filled: 1, colour: 'bg-red-500', text: 'text-red-700' },
  fair: { filled: 2, colour: 'bg-amber-500', text: 'text-amber-800' },
  strong: { filled: 3, colour: 'bg-green-600', text: 'text-green-700' },
};

type PasswordStrengthMeterProps = {
  password: string;
  /** The person's own details (names, e-mail, mobile): a password containing one reads as weak. */
  personal?: string[];
};

/**
 * Three bars and a word under a new-password field, announced politely as
 * the person types. Only a hint: the server decides (and says why it refuses).
 */
export function PasswordStrengthMeter({ password, personal = [] }: PasswordStrengthMeterProps) {
  const { t } = useTranslation('auth');
  const strength = passwordStrength(password, personal);
  const look = strength ? bars[strength] : null;
  return (
    <div className="flex items-center gap-3" aria-live="polite" aria-atomic="true">
      <div className="flex flex-1 gap-1" aria-hidden="true">
        {[1, 2, 3].map((bar) => (
          <span
            key={bar}
            className={cn('h-1.5 flex-1 rounded-full', look && bar <= look.filled ? look.colour : 'bg-gray-200')}
          />
        ))}
      </div>
      <p className={cn('min-w-28 text-xs font-medium', look?.text ?? 'text-gray-500')}>
        {strength ? (
          <>
            <span className="sr-only">{t('password.strengthLabel')}: </span>
            {t(`password.strength.${strength}`)}
          </>
        ) : null}
      </p>
    </div>
  );
}
