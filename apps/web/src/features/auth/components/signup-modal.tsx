/**
 * The signup modal (SPEC §2, §3, §5). Only first name and e-mail are checked
 * on the client; the server answers for everything else. The password is
 * shown as plain text (SPEC §5). Success closes signup and opens login, whose
 * OTP for the same mobile makes the account.
 */
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Form, useZodForm } from '@/components/form';
import { Button, Dialog, TextField } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { closeModal, openModal } from '@/lib/modal-store';
import { useSignup } from '../api/signup';
import { signupDefaults, signupFormSchema, toSignupBody, type SignupValues } from '../form/signup-form';
import { pendingSignup } from '../pending-signup';
import { signupWarning } from '../validation';
import { PersonalFields } from './personal-fields';

export function SignupModal() {
  const { t } = useTranslation(['auth', 'messages']);
  const signup = useSignup();
  const form = useZodForm(signupFormSchema, { defaultValues: signupDefaults });
  const { register } = form;

  const onSubmit = async (values: SignupValues) => {
    const warning = signupWarning(values);
    if (warning) {
      toast.warning(t(`messages:${warning}`));
      return;
    }
    try {
      const body = toSignupBody(values);
      const response = await signup.mutateAsync(body);
      if (!response.status) throw new Error(response.message);
      // The account is made when the login modal's OTP proves this mobile (docs/decisions/003).
      pendingSignup.set(body.phone, response.signupId);
      toast.success(t('messages:registered'));
      openModal('login');
    } catch (error) {
      toast.error(errorMessage(error, t('messages:failedToRegister')));
    }
  };

  return (
    <Dialog open onClose={closeModal} title={t('signup.title')} description={t('signup.description')} size="lg">
      <Form form={form} onSubmit={onSubmit} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <PersonalFields field={(name) => register(name)} />
        {/* SPEC §5: the password is shown as plain text. */}
        <TextField
          label={t('signup.password')}
          type="text"
          autoComplete="new-password"
          hint={t('signup.passwordHint')}
          {...register('password')}
        />
        <Button type="submit" size="lg" loading={signup.isPending} className="sm:col-span-2">
          {t('signup.submit')}
        </Button>
      </Form>
      <p className="mt-5 border-t border-gray-100 pt-4 text-center text-sm text-gray-600">
        {t('signup.haveAccount')}{' '}
        <Button variant="link" onClick={() => openModal('login')} className="font-semibold">
          {t('login.switch')}
        </Button>
      </p>
    </Dialog>
  );
}
