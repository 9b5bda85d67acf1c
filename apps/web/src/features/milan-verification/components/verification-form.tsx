/**
 * The request form: document type (with the masked-Aadhaar rule), ID number
 * (checked by the contract's verificationFieldsSchema, its messages under
 * the field), a photo of the ID and a selfie (front camera on phones), the
 * privacy note, and the upload with a progress bar. Success toasts the
 * server's message (else MESSAGES.verificationSubmitted) and the page shows
 * the pending request; a failure toasts the server's message (else SPEC §8
 * "Something went wrong."), and "profile required" adds a link to create it.
 */
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ID_DOCUMENT_TYPES, MESSAGES, type IdDocumentType } from '@seva/contracts';
import { Form, fieldErrors, useZodForm } from '@/components/form';
import { Button, SelectField, TextField, UploadProgress, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSubmitVerification } from '../api/submit-verification';
import {
  IMAGE_MAX_MB,
  errorKey,
  imageProblem,
  verificationFormSchema,
  type VerificationFormValues,
} from '../form/verification-form-schema';
import { ImageField } from './image-field';
import { PrivacyNote } from './privacy-note';

const needsProfile = (error: unknown) =>
  error instanceof ApiError &&
  (error.reason === 'profile_required' || error.serverMessage === MESSAGES.profileRequired);

const isDocumentType = (value: unknown): value is IdDocumentType =>
  (ID_DOCUMENT_TYPES as readonly unknown[]).includes(value);

export function VerificationForm() {
  const { t } = useTranslation(['milanVerification', 'messages']);
  const submit = useSubmitVerification();
  const [progress, setProgress] = useState<number | null>(null);
  const [profileMissing, setProfileMissing] = useState(false);
  const form = useZodForm(verificationFormSchema, { defaultValues: { documentNumber: '' } });
  const { register, control, trigger } = form;
  const chosenType = useWatch({ control, name: 'documentType' });
  const type = isDocumentType(chosenType) ? chosenType : null;
  const errorText = fieldErrors(form, (error) => t(`errors.${errorKey(error)}`, { mb: IMAGE_MAX_MB }));

  const onSubmit = async (values: VerificationFormValues) => {
    setProfileMissing(false);
    setProgress(0);
    try {
      const response = await submit.mutateAsync({ ...values, onProgress: setProgress });
      toast.success(response.message || t('messages:verificationSubmitted'));
    } catch (error) {
      setProfileMissing(needsProfile(error));
      toast.error(errorMessage(error, t('messages:somethingWentWrong')));
    } finally {
      setProgress(null);
    }
  };

  const busy = submit.isPending;
  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <SelectField label={t('form.documentType')} error={errorText('documentType')} {...register('documentType')}>
          <option value="">{t('form.choose')}</option>
          {ID_DOCUMENT_TYPES.map((documentType) => (
            <option key={documentType} value={documentType}>
              {t(`documentTypes.${documentType}`)}
            </option>
          ))}
        </SelectField>
        {type === 'aadhaar' && (
          <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t('form.aadhaarNote')}
          </p>
        )}
      </div>
      <TextField
        label={t('form.documentNumber')}
        hint={type ? t(`form.numberHints.${type}`) : t('form.numberHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        inputMode={type === 'aadhaar' ? 'numeric' : 'text'}
        error={errorText('documentNumber')}
        {...register('documentNumber')}
      />
      {(['document', 'selfie'] as const).map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <ImageField
              ref={field.ref}
              label={t(`form.${name}`)}
              hint={t(`form.${name}Hint`, { mb: IMAGE_MAX_MB })}
              chooseLabel={t(name === 'selfie' ? 'form.takeSelfie' : 'form.chooseDocument')}
              changeLabel={t('form.change')}
              previewAlt={t(`form.${name}Preview`)}
              capture={name === 'selfie' ? 'user' : undefined}
              file={field.value instanceof File && !imageProblem(field.value) ? field.value : undefined}
              error={errorText(name)}
              disabled={busy}
              onFile={(file) => {
                field.onChange(file);
                void trigger(name);
              }}
            />
          )}
        />
      ))}
      <PrivacyNote text={t('form.privacy')} />
      {profileMissing && (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-xl border border-primary-200 bg-primary-50 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="text-sm text-gray-800">{t('form.profileRequired')}</p>
          <Link to={paths.dashboard.editProfile} className={buttonClasses('primary', 'sm', 'shrink-0')}>
            {t('form.createProfile')}
          </Link>
        </div>
      )}
      {progress !== null && (
        <UploadProgress
          progress={progress}
          label={t('form.progress')}
          text={(percent) => t('form.uploading', { percent })}
        />
      )}
      <Button type="submit" size="lg" loading={busy} className="sm:self-start">
        {t('form.submit')}
      </Button>
    </Form>
  );
}
