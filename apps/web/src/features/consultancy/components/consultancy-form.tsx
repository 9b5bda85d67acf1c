/**
 * The consultancy request form: topic, preferred language (the interface
 * language to start with), preferred time and the question, checked by the
 * contract's schema. Sending asks SPEC §5's question first; a visitor gets
 * the login modal instead and keeps what they typed. A refused request (409:
 * an open one on the same topic) toasts the server's message (SPEC §8).
 */
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  CONSULTANCY_MESSAGE_MAX,
  CONSULTANCY_TOPICS,
  MEDIA_LANGUAGES,
  consultancyRequestBodySchema,
  type ConsultancyCreatedResponse,
  type ConsultancyRequestBody,
  type MediaLanguage,
} from '@seva/contracts';
import { Form, fieldErrors, useZodForm } from '@/components/form';
import { Button, SelectField, TextAreaField } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { openModal } from '@/lib/modal-store';
import { useSession } from '@/lib/session';
import { useRequestConsultancy } from '../api/request-consultancy';
import { errorKey } from '../form/form-errors';
import { ConfirmRequestDialog } from './confirm-request-dialog';
import { TimeChoice } from './time-choice';

const startLanguage = (language: string): MediaLanguage => MEDIA_LANGUAGES.find((code) => code === language) ?? 'hi';

export function ConsultancyForm({ onRequested }: { onRequested: (created: ConsultancyCreatedResponse) => void }) {
  const { t, i18n } = useTranslation(['consultancy', 'messages']);
  const { isLoggedIn, loading } = useSession();
  const request = useRequestConsultancy();
  const [asking, setAsking] = useState<ConsultancyRequestBody | null>(null);
  const form = useZodForm(consultancyRequestBodySchema, {
    defaultValues: { preferredLanguage: startLanguage(i18n.resolvedLanguage ?? i18n.language), message: '' },
  });
  const { register } = form;
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';
  const errorText = fieldErrors(form, (error, field) => t(errorKey(field, error, message)));

  const submit = (values: ConsultancyRequestBody) => {
    if (loading) return; // The stored login is still being checked: a moment later it is known.
    if (!isLoggedIn) {
      toast.warning(t('messages:pleaseLogin'));
      openModal('login');
      return;
    }
    setAsking(values);
  };

  const confirm = async () => {
    if (!asking) return;
    try {
      const created = await request.mutateAsync(asking);
      setAsking(null);
      onRequested(created);
    } catch (error) {
      setAsking(null);
      toast.error(errorMessage(error, t('messages:somethingWentWrong')));
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-5">
      <SelectField label={t('form.topic')} error={errorText('topic')} defaultValue="" {...register('topic')}>
        <option value="" disabled>
          {t('form.chooseTopic')}
        </option>
        {CONSULTANCY_TOPICS.map((topic) => (
          <option key={topic} value={topic}>
            {t(`topics.${topic}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('form.language')} error={errorText('preferredLanguage')} {...register('preferredLanguage')}>
        {MEDIA_LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {t(`languages.${code}`)}
          </option>
        ))}
      </SelectField>
      <TimeChoice field={register('preferredTime')} error={errorText('preferredTime')} />
      <TextAreaField
        label={t('form.message')}
        placeholder={t('form.messagePlaceholder')}
        hint={t('form.messageHint', { count: message.length, max: CONSULTANCY_MESSAGE_MAX })}
        error={errorText('message')}
        maxLength={CONSULTANCY_MESSAGE_MAX}
        rows={5}
        {...register('message')}
      />
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start">
        {t('form.submit')}
      </Button>
      <p className="text-xs text-gray-500">{t('form.note')}</p>

      <ConfirmRequestDialog
        request={asking}
        sending={request.isPending}
        onYes={() => void confirm()}
        onNo={() => setAsking(null)}
      />
    </Form>
  );
}
