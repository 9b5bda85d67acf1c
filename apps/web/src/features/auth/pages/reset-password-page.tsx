/**
 * /reset-password?token= (the link of the forgot-password e-mail): a new
 * password twice → POST /api/auth/reset-password. Success says so and opens
 * the Milan Sathi login; a link without a token, or one the server refuses,
 * offers a new link.
 */
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Form, fieldErrors, useZodForm } from '@/components/form';
import { Button, CheckboxField, PageContainer, TextField } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { openModal } from '@/lib/modal-store';
import { usePageTitle } from '@/lib/use-page-title';
import { useResetPassword } from '../api/reset-password';
import { PasswordStrengthMeter } from '../components/password-strength-meter';
import { StatusCard } from '../components/status-card';
import { resetFormSchema } from '../form/reset-form';
import { useFieldError } from '../hooks/use-field-error';

type ResetValues = z.output<typeof resetFormSchema>;

export default function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'messages']);
  usePageTitle(t('resetPassword.title'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const reset = useResetPassword();
  const [shown, setShown] = useState(false);
  const form = useZodForm(resetFormSchema, { defaultValues: { password: '', confirm: '' } });
  const { register } = form;
  const errorText = fieldErrors(form, useFieldError());
  const password = useWatch({ control: form.control, name: 'password' });

  const onSubmit = async (values: ResetValues) => {
    if (!token) return;
    try {
      const response = await reset.mutateAsync({ token, password: values.password });
      toast.success(response.message || t('messages:passwordResetDone'));
      openModal('milanLogin');
    } catch (error) {
      toast.error(errorMessage(error, t('messages:somethingWentWrong')));
    }
  };

  if (!token) {
    return (
      <PageContainer width="md">
        <StatusCard
          tone="fail"
          title={t('resetPassword.missingTitle')}
          message={t('messages:passwordResetInvalid')}
          action={t('resetPassword.askAgain')}
          onAction={() => openModal('forgot')}
        />
      </PageContainer>
    );
  }

  if (reset.isSuccess) {
    return (
      <PageContainer width="md">
        <StatusCard
          tone="ok"
          title={t('resetPassword.doneTitle')}
          message={reset.data.message || t('messages:passwordResetDone')}
          action={t('resetPassword.login')}
          onAction={() => openModal('milanLogin')}
        />
      </PageContainer>
    );
  }

  return (
    <PageContainer width="md">
      <section className="mx-auto max-w-md rounded-2xl bg-white px-5 py-8 shadow-sm sm:px-8">
        <h1 className="text-2xl font-bold text-gray-900">{t('resetPassword.title')}</h1>
        <p className="mt-2 text-sm text-gray-600">{t('resetPassword.description')}</p>
        <Form form={form} onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
          <TextField
            label={t('resetPassword.password')}
            type={shown ? 'text' : 'password'}
            autoComplete="new-password"
            hint={t('password.hint')}
            error={errorText('password')}
            {...register('password')}
          />
          <PasswordStrengthMeter password={password} />
          <TextField
            label={t('resetPassword.confirm')}
            type={shown ? 'text' : 'password'}
            autoComplete="new-password"
            error={errorText('confirm')}
            {...register('confirm')}
          />
          <CheckboxField
            label={t('password.show')}
            checked={shown}
            onChange={(event) => setShown(event.target.checked)}
          />
          <Button type="submit" size="lg" loading={reset.isPending}>
            {t('resetPassword.submit')}
          </Button>
          <Button variant="link" onClick={() => openModal('forgot')} className="self-center text-sm">
            {t('resetPassword.askAgain')}
          </Button>
        </Form>
      </section>
    </PageContainer>
  );
}
