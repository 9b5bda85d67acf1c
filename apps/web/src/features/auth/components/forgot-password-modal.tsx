/**
 * SPEC §2 "forget password" modal: the e-mail of a Milan Sathi account →
 * POST /api/auth/forgot-password → the server's confirmation (the same for
 * every e-mail, so it never tells which have accounts). The link lands on
 * /reset-password. The mobile OTP login stays one click away.
 */
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { forgotPasswordBodySchema } from '@seva/contracts';
import { Form, fieldErrors, useZodForm } from '@/components/form';
import { Button, Dialog, TextField } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { closeModal, openModal } from '@/lib/modal-store';
import { useForgotPassword } from '../api/forgot-password';
import { useFieldError } from '../hooks/use-field-error';

type ForgotValues = z.output<typeof forgotPasswordBodySchema>;

export function ForgotPasswordModal() {
  const { t } = useTranslation(['auth', 'messages']);
  const forgot = useForgotPassword();
  const form = useZodForm(forgotPasswordBodySchema, { defaultValues: { email: '' } });
  const errorText = fieldErrors(form, useFieldError());

  const onSubmit = async (values: ForgotValues) => {
    try {
      await forgot.mutateAsync(values);
    } catch (error) {
      toast.error(errorMessage(error, t('messages:somethingWentWrong')));
    }
  };

  const sent = forgot.isSuccess;
  return (
    <Dialog
      open
      onClose={closeModal}
      title={sent ? t('forgot.sentTitle') : t('forgot.title')}
      description={sent ? undefined : t('forgot.body')}
    >
      {sent ? (
        <div className="flex flex-col gap-3">
          <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-800">
            {forgot.data.message || t('messages:passwordResetSent')}
          </p>
          <p className="text-sm text-gray-600">{t('forgot.sentHint')}</p>
          <Button size="lg" className="mt-3" onClick={() => openModal('milanLogin')}>
            {t('forgot.backToLogin')}
          </Button>
        </div>
      ) : (
        <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
          <TextField
            label={t('forgot.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            data-autofocus=""
            error={errorText('email')}
            {...form.register('email')}
          />
          <Button type="submit" size="lg" loading={forgot.isPending}>
            {t('forgot.submit')}
          </Button>
          <Button variant="ghost" onClick={() => openModal('milanLogin')}>
            {t('forgot.backToLogin')}
          </Button>
        </Form>
      )}
      <div className="mt-6 border-t border-gray-100 pt-4 text-center text-sm text-gray-600">
        <p>{t('forgot.otpHint')}</p>
        <Button variant="link" onClick={() => openModal('login')} className="mt-1 font-semibold">
          {t('forgot.loginWithOtp')}
        </Button>
      </div>
    </Dialog>
  );
}
