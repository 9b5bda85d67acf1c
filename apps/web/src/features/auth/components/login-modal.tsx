/**
 * The login modal (SPEC §2, §4, §5): mobile → OTP, with the 30 s resend wait,
 * the pencil back to the number, and links to Sign Up and Forgot password.
 * The code is verified with the challenge id of the send that asked for it; a
 * remembered device sends its token when asking (docs/decisions/004), and a
 * signup waiting for this mobile is completed by the OTP (docs/decisions/003).
 * Success stores phone, token and userId, reloads the customer and toasts; a
 * customer with no name yet (and who has not skipped it on this device) is then
 * asked "What should we call you?" (name-step.tsx, issue 20), else it closes.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CustomerProfile } from '@seva/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button, Dialog } from '@/components/ui';
import { meQueryOptions } from '@/domains/account/me-query';
import { errorMessage } from '@/lib/api-client';
import { authStorage } from '@/lib/auth-storage';
import { closeModal, openModal } from '@/lib/modal-store';
import { useSession } from '@/lib/session';
import { useSendOtp } from '../api/send-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { pendingSignup } from '../pending-signup';
import { mobileForRequest, mobileWarning, otpWarning } from '../validation';
import { NameStep } from './name-step';
import { OtpForm } from './otp-form';
import { PhoneForm } from './phone-form';

export function LoginModal() {
  const { t } = useTranslation(['auth', 'messages']);
  const session = useSession();
  const sendOtp = useSendOtp();
  const verifyOtp = useVerifyOtp();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<'phone' | 'otp' | 'name'>('phone');
  const [profile, setProfile] = useState<CustomerProfile | null>(null);
  const [typed, setTyped] = useState(pendingSignup.phone);
  const [mobile, setMobile] = useState('');
  const [challengeId, setChallengeId] = useState('');
  const [sendCount, setSendCount] = useState(0);

  const send = async (input: string, phoneNumber: string) => {
    try {
      const deviceToken = authStorage.getDeviceToken(phoneNumber);
      const response = await sendOtp.mutateAsync({ phoneNumber, ...(deviceToken ? { deviceToken } : {}) });
      if (!response.status) throw new Error(response.message);
      toast.success(response.message || t('messages:otpSent'));
      setTyped(input);
      setMobile(phoneNumber);
      setChallengeId(response.challengeId);
      setSendCount((count) => count + 1);
      setStep('otp');
    } catch (error) {
      toast.error(errorMessage(error, t('messages:failedToSendOtp')));
    }
  };

  const onPhone = (input: string) => {
    const warning = mobileWarning(input);
    if (warning) {
      toast.warning(t(`messages:${warning}`));
      return;
    }
    void send(input, mobileForRequest(input));
  };

  const onVerify = async (code: string) => {
    const warning = otpWarning(code);
    if (warning) {
      toast.warning(t(`messages:${warning}`));
      return;
    }
    try {
      const signupId = pendingSignup.idFor(mobile);
      const response = await verifyOtp.mutateAsync({
        phone: mobile,
        otp: code,
        ...(challengeId ? { challengeId } : {}),
        ...(signupId ? { signupId } : {}),
      });
      if (!response.status || !response.data) throw new Error(response.message);
      authStorage.saveLogin({
        phone: response.data.phone,
        accessToken: response.data.accessToken,
        userId: response.data._id,
      });
      authStorage.saveDeviceToken(response.data.phone, response.data.deviceToken);
      pendingSignup.clear();
      await session.refresh();
      // Only a nicety: if the profile cannot be read now, the login stands and the modal closes.
      const me = await queryClient.fetchQuery(meQueryOptions()).catch(() => null);
      if (me && me.firstName === '' && !authStorage.hasSkippedName(me._id)) {
        setProfile(me);
        setStep('name');
      } else closeModal();
      toast.success(t('messages:loggedIn'));
    } catch (error) {
      toast.error(errorMessage(error, t('messages:failedToLogin')));
    }
  };

  return (
    <Dialog
      open
      onClose={closeModal}
      title={t(`${step === 'phone' ? 'login' : step}.title`)}
      description={step === 'otp' ? undefined : t(`${step === 'phone' ? 'login' : step}.description`)}
    >
      {step === 'name' && profile ? (
        <NameStep profile={profile} onDone={closeModal} />
      ) : step === 'phone' ? (
        <PhoneForm initialValue={typed} sending={sendOtp.isPending} onSubmit={onPhone} />
      ) : (
        <OtpForm
          mobile={mobile}
          verifying={verifyOtp.isPending}
          resending={sendOtp.isPending}
          sendCount={sendCount}
          onVerify={(code) => void onVerify(code)}
          onResend={() => void send(typed, mobile)}
          onEditMobile={() => setStep('phone')}
        />
      )}
      {step !== 'name' && (
        <div className="mt-6 flex flex-col items-center gap-2 border-t border-gray-100 pt-4 text-sm text-gray-600">
          <p>
            {t('login.noAccount')}{' '}
            <Button variant="link" onClick={() => openModal('signup')} className="font-semibold">
              {t('signup.switch')}
            </Button>
          </p>
          <Button variant="link" onClick={() => openModal('forgot')} className="text-xs text-gray-600">
            {t('login.forgotPassword')}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
