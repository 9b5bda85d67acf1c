import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@/components/ui';

type PhoneFormProps = {
  initialValue: string;
  sending: boolean;
  /** Receives what was typed; the parent applies SPEC §5 and sends. */
  onSubmit: (input: string) => void;
};

/** Login step 1: the mobile number (accepts +91, spaces and dashes). */
export function PhoneForm({ initialValue, sending, onSubmit }: PhoneFormProps) {
  const { t } = useTranslation('auth');
  const [value, setValue] = useState(initialValue);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(value);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('login.mobileLabel')}
        name="mobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={t('login.mobilePlaceholder')}
        hint={t('login.mobileHint')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        maxLength={20}
        // Focus on open, and again when coming back from the OTP step.
        autoFocus
      />
      <Button type="submit" size="lg" loading={sending}>
        {t('login.sendOtp')}
      </Button>
    </form>
  );
}
