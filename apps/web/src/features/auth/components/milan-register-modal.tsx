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
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { DEFAULT_DIAL_CODE, GENDERS, registerBodySchema, type RegisterBody, z } from '@seva/contracts';
import { Button, CheckboxField, Dialog, TextField } from '@/components/ui';
import { errorMessage, type ApiError } from '@/lib/api-client';
import { authStorage } from '@/lib/auth-storage';
import { closeModal, openModal } from '@/lib/modal-store';
import { isOtpRequired, useRegisterAccount } from '../api/register';
import { otpWarning } from '../validation';
import { OtpForm } from './otp-form';
import { PasswordStrengthMeter } from './password-strength-meter';
import { PersonalFields } from './personal-fields';
import { useFieldError } from './use-field-error';
import { useSaveLogin } from './use-save-login';

/** The registration body as the form holds it: the select's '' is "no gender given"; the dial code is fixed. */
const registerFormSchema = registerBodySchema
  .omit({ otp: true, challengeId: true, deviceToken: true, gender: true, countryCode: true })
  .extend({ gender: z.union([z.enum(GENDERS), z.literal('')]) });
type RegisterFormInput = z.input<typeof registerFormSchema>;
type RegisterFormValues = z.output<typeof registerFormSchema>;

const defaults: RegisterFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  gender: '',
  country: 'India',
  state: '',
  city: '',
  address: '',
  pincode: '',
  password: '',
};

/** The POST body for checked form values (mobile already the 10-digit number, e-mail lower-case). */
export function toRegisterBody(values: RegisterFormValues): RegisterBody {
  const { gender, ...rest } = values;
  // A device that logged in on this mobile before gets its own OTP even while strangers are held (docs/decisions/004).
  const deviceToken = authStorage.getDeviceToken(values.phone);
  return {
    ...rest,
    ...(gender ? { gender } : {}),
    countryCode: DEFAULT_DIAL_CODE,
    ...(deviceToken ? { deviceToken } : {}),
  };
}

export function MilanRegisterModal() {
  const { t } = useTranslation(['auth', 'messages']);
  const fieldError = useFieldError();
  const registerAccount = useRegisterAccount();
  const saveLogin = useSaveLogin();
  const [shown, setShown] = useState(false);
  const [step, setStep] = useState<'form' | 'otp'>('form');
  /** The registration waiting for the OTP of its mobile. */
  const [pending, setPending] = useState<RegisterBody | null>(null);
  /** The OTP request the server named for that code. */
  const [challengeId, setChallengeId] = useState<string | undefined>();
  const [sendCount, setSendCount] = useState(0);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: defaults,
  });
  const [password = '', firstName = '', lastName = '', email = '', phone = ''] = useWatch({
    control,
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
        <form
          onSubmit={handleSubmit((values) => send(toRegisterBody(values)))}
          noValidate
          className="grid grid-cols-1 gap-4 sm:grid-cols-2"
        >
          <PersonalFields
            field={(name) => {
              const key = name === 'mobile' ? 'phone' : name;
              return { ...register(key), error: fieldError(errors[key]?.message) };
            }}
          />
          <div className="flex flex-col gap-2">
            <TextField
              label={t('milanRegister.password')}
              type={shown ? 'text' : 'password'}
              autoComplete="new-password"
              hint={t('password.hint')}
              error={fieldError(errors.password?.message)}
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
        </form>
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
