/**
 * Milan Sathi's e-mail + password login (SPEC §7 POST /auth/login). Links to
 * Forgot password, Create an account (the Milan Sathi registration) and the
 * mobile OTP login that opens the same account. Success keeps the session as
 * the OTP login does; a refusal (wrong password, lock-out) shows the server's
 * message, else SPEC §8 "Failed To Login".
 */
import { useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { passwordLoginBodySchema } from '@seva/contracts';
import { Form, fieldErrors, useZodForm } from '@/components/form';
import { Button, CheckboxField, Dialog, TextField } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { closeModal, openModal } from '@/lib/modal-store';
import { useLoginWithPassword } from '../api/password-login';
import { useFieldError } from '../hooks/use-field-error';
import { useSaveLogin } from '../hooks/use-save-login';

type LoginValues = z.output<typeof passwordLoginBodySchema>;

export function MilanLoginModal() {
  const { t } = useTranslation(['auth', 'messages']);
  const login = useLoginWithPassword();
  const saveLogin = useSaveLogin();
  const [shown, setShown] = useState(false);
  const form = useZodForm(passwordLoginBodySchema, { defaultValues: { email: '', password: '' } });
  const { register } = form;
  const errorText = fieldErrors(form, useFieldError());

  const onSubmit = async (values: LoginValues) => {
    try {
      const result = await login.mutateAsync(values);
      await saveLogin(result, t('messages:loggedIn'));
    } catch (error) {
      toast.error(errorMessage(error, t('messages:failedToLogin')));
    }
  };

  return (
    <Dialog open onClose={closeModal} title={t('milanLogin.title')} description={t('milanLogin.description')}>
      <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          label={t('milanLogin.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          data-autofocus=""
          error={errorText('email')}
          {...register('email')}
        />
        <TextField
          label={t('milanLogin.password')}
          type={shown ? 'text' : 'password'}
          autoComplete="current-password"
          error={errorText('password')}
          {...register('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CheckboxField
            label={t('password.show')}
            checked={shown}
            onChange={(event) => setShown(event.target.checked)}
          />
          <Button variant="link" onClick={() => openModal('forgot')} className="text-sm">
            {t('milanLogin.forgotPassword')}
          </Button>
        </div>
        <Button type="submit" size="lg" loading={login.isPending}>
          {t('milanLogin.submit')}
        </Button>
      </Form>
      <div className="mt-6 flex flex-col items-center gap-3 border-t border-gray-100 pt-4 text-sm text-gray-600">
        <p>
          {t('milanLogin.noAccount')}{' '}
          <Button variant="link" onClick={() => openModal('milanRegister')} className="font-semibold">
            {t('milanLogin.createAccount')}
          </Button>
        </p>
        <Button variant="secondary" onClick={() => openModal('login')} className="w-full">
          {t('milanLogin.loginWithOtp')}
        </Button>
      </div>
    </Dialog>
  );
}
