/**
 * Milan Sathi registration (SPEC §3 signup fields, §7 POST /auth/register),
 * checked with the contract's schema. The server texts every mobile an OTP and answers 'otp_required' with its
 * challenge id: the modal then asks for that code (the login modal's OTP
 * step, resend countdown included) and sends the registration again with
 * both, which creates the account or adds e-mail + password to the
 * number's existing one. Success keeps the session as the OTP login
 * does; failures show the server's message, else SPEC §8 "Failed To Registered.".
 */
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { RegisterBody } from '@seva/contracts';
import { Form, fieldErrors, useZodForm } from '@/components/form';
import { Button, CheckboxField, Dialog, TextField } from '@/components/ui';
import { errorMessage, type ApiError } from '@/lib/api-client';
import { closeModal, openModal } from '@/lib/modal-store';
import { isOtpRequired, useRegisterAccount } from '../api/register';
import { registerDefaults, registerFormSchema, toRegisterBody } from '../form/register-form';
import { useFieldError } from '../hooks/use-field-error';
import { useSaveLogin } from '../hooks/use-save-login';
import { otpWarning } from '../validation';
import { OtpForm } from './otp-form';
import { PasswordStrengthMeter } from './password-strength-meter';
import { PersonalFields } from './personal-fields';

export function MilanRegisterModal() {
  const { t } = useTranslation(['auth', 'messages']);
  const registerAccount = useRegisterAccount();
  const saveLogin = useSaveLogin();
  const [shown, setShown] = useState(false);
  const [step, setStep] = useState<'form' | 'otp'>('form');
  /** The registration waiting for the OTP of its mobile. */
  const [pending, setPending] = useState<RegisterBody | null>(null);
  /** The OTP request the server named for that code. */
  const [challengeId, setChallengeId] = useState<string | undefined>();
  const [sendCount, setSendCount] = useState(0);
  const form = useZodForm(registerFormSchema, { defaultValues: registerDefaults });
  const { register } = form;
  const errorText = fieldErrors(form, useFieldError());
  const [password = '', firstName = '', lastName = '', email = '', phone = ''] = useWatch({
    control: form.control,
    name: ['password', 'firstName', 'lastName', 'email', 'phone'],
  });

  /** Sends `body`; on 'otp_required' moves to (or stays on) the OTP step. */
  const send = async (body: RegisterBody) => {
    try {
      const result = await registerAccount.mutateAsync(body);
      await saveLogin(result, t('messages:registered'));
    } catch (error) {
      if (isOtpRequired(error) && !body.otp) {
        toast.success(t('messages:otpSent'));
        setPending(body);
        setChallengeId((error as ApiError).challengeId);
        setSendCount((count) => count + 1);
        setStep('otp');
        return;
      }
      toast.error(errorMessage(error, t('messages:failedToRegister')));
    }
  };

  const onVerify = (code: string) => {
    const warning = otpWarning(code);
    if (warning) {
      toast.warning(t(`messages:${warning}`));
      return;
    }
    if (pending) void send({ ...pending, otp: code, ...(challengeId ? { challengeId } : {}) });
  };

  const otpStep = step === 'otp' && pending;
  return (
    <Dialog
      open
      onClose={closeModal}
      title={otpStep ? t('milanRegister.otpTitle') : t('milanRegister.title')}
      description={otpStep ? t('milanRegister.otpDescription') : t('milanRegister.description')}
      size={otpStep ? 'md' : 'lg'}
    >
      {otpStep ? (
        <OtpForm
          mobile={pending.phone}
          verifying={registerAccount.isPending && Boolean(registerAccount.variables?.otp)}
          resending={registerAccount.isPending && !registerAccount.variables?.otp}
          sendCount={sendCount}
          onVerify={onVerify}
          onResend={() => void send(pending)}
          onEditMobile={() => setStep('form')}
        />
      ) : (
        <Form
          form={form}
          onSubmit={(values) => send(toRegisterBody(values))}
          className="grid grid-cols-1 gap-4 sm:grid-cols-2"
        >
          <PersonalFields
            field={(name) => {
              const key = name === 'mobile' ? 'phone' : name;
              return { ...register(key), error: errorText(key) };
            }}
          />
          <div className="flex flex-col gap-2">
            <TextField
              label={t('milanRegister.password')}
              type={shown ? 'text' : 'password'}
              autoComplete="new-password"
              hint={t('password.hint')}
              error={errorText('password')}
              {...register('password')}
            />
            <PasswordStrengthMeter
              password={password}
              personal={[firstName, lastName, email.split('@')[0] ?? '', phone.replace(/\D/g, '').slice(-10)]}
            />
            <CheckboxField
              label={t('password.show')}
              checked={shown}
              onChange={(event) => setShown(event.target.checked)}
            />
          </div>
          <Button type="submit" size="lg" loading={registerAccount.isPending} className="sm:col-span-2">
            {t('milanRegister.submit')}
          </Button>
        </Form>
      )}
      <p className="mt-5 border-t border-gray-100 pt-4 text-center text-sm text-gray-600">
        {t('milanRegister.haveAccount')}{' '}
        <Button variant="link" onClick={() => openModal('milanLogin')} className="font-semibold">
          {t('milanRegister.login')}
        </Button>
      </p>
    </Dialog>
  );
}
