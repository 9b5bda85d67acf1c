/**
 * The multi-step Milan Sathi profile form. One react-hook-form holds every
 * step (so nothing typed is lost moving between them) and checks with the
 * contract schema; Next checks only the current step's fields. Saving checks
 * everything, opens the first step with a problem, else sends PUT
 * /api/users/:id with the customer details and `matrimony`: success toasts
 * "Profile updated successfully!", failure the server's message or "Failed
 * to update profile." (SPEC §8). A first save opens the photos step.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { get, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { CustomerProfile, ProfileView } from '@seva/contracts';
import { Form, useZodForm } from '@/components/form';
import { Button } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useUpdateMilanProfile } from '../api/update-milan-profile';
import {
  editProfileSchema,
  toFormValues,
  type EditProfileOutput,
  type EditProfileValues,
} from '../form/edit-profile-schema';
import { EDIT_STEPS, LAST_DATA_STEP, STEP_FIELDS, isEditStep, type EditStep } from '../form/steps';
import { Stepper } from './stepper';
import { BasicsStep } from './steps/basics-step';
import { CareerStep } from './steps/career-step';
import { FamilyStep } from './steps/family-step';
import { KundliStep } from './steps/kundli-step';
import { PartnerStep } from './steps/partner-step';
import { PhotosStep } from './steps/photos-step';
import { ReligionStep } from './steps/religion-step';

const stepsWithErrors = (errors: FieldErrors<EditProfileValues>) =>
  new Set(EDIT_STEPS.filter((step) => STEP_FIELDS[step].some((field) => get(errors, field))));

type EditProfileFormProps = { ownId: string; me: CustomerProfile; profile: ProfileView | null };

export function EditProfileForm({ ownId, me, profile }: EditProfileFormProps) {
  const { t } = useTranslation(['milanDashboard', 'messages']);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('step');
  const step: EditStep = isEditStep(requested) ? requested : 'basics';
  const index = EDIT_STEPS.indexOf(step);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [moved, setMoved] = useState(0);
  const update = useUpdateMilanProfile();

  // The first values only: later refetches of the profile must not wipe what is being typed.
  const [defaultValues] = useState(() => toFormValues(me, profile));
  const form = useZodForm(editProfileSchema, { defaultValues, mode: 'onTouched', shouldFocusError: false });
  const { errors } = form.formState;
  // RHF updates the errors object in place: read it afresh on every render.
  const withErrors = stepsWithErrors(errors);

  /** Opens `next` and moves focus to its heading (after it renders). */
  const go = (next: EditStep) => {
    setSearchParams(
      (params) => {
        const copy = new URLSearchParams(params);
        copy.set('step', next);
        return copy;
      },
      { replace: true },
    );
    setMoved((n) => n + 1);
  };

  useEffect(() => {
    if (moved > 0) headingRef.current?.focus();
  }, [moved]);

  /** Goes to `target`; going forward first checks the current step's fields. */
  const select = async (target: EditStep) => {
    if (target === step) return;
    if (EDIT_STEPS.indexOf(target) > index) {
      const valid = await form.trigger(STEP_FIELDS[step], { shouldFocus: true });
      if (!valid) return;
    }
    go(target);
  };

  const onValid = async (values: EditProfileOutput) => {
    try {
      const response = await update.mutateAsync({ id: ownId, body: values });
      if (!response.success) {
        toast.error(response.message || t('messages:failedToUpdateProfile'));
        return;
      }
      toast.success(t('messages:profileUpdated'));
      if (!profile) go('photos');
    } catch (error) {
      toast.error(errorMessage(error, t('messages:failedToUpdateProfile')));
    }
  };

  const onInvalid = (found: FieldErrors<EditProfileValues>) => {
    const first = EDIT_STEPS.find((s) => STEP_FIELDS[s].some((field) => get(found, field)));
    if (first && first !== step) go(first);
    else headingRef.current?.focus();
  };

  // Save is the Form's submit: it checks every step. Enter in a field presses Save when it is shown (implicit
  // submission); without Save the form submits with no submitter, which before the last data step goes on like
  // Next instead (taken in the capture phase, so the Form's onSubmit never runs).
  const enterGoesNext = (event: FormEvent<HTMLFormElement>) => {
    if (step === LAST_DATA_STEP || step === 'photos' || (event.nativeEvent as SubmitEvent).submitter) return;
    event.preventDefault();
    event.stopPropagation();
    const next = EDIT_STEPS[index + 1];
    if (next) void select(next);
  };

  const next = EDIT_STEPS[index + 1];
  const previous = EDIT_STEPS[index - 1];
  const isLastData = step === LAST_DATA_STEP;
  const showSave = isLastData || step === 'photos' || profile !== null;

  return (
    <div className="flex flex-col gap-5">
      <Stepper current={step} withErrors={withErrors} onSelect={(target) => void select(target)} />
      <Form
        form={form}
        onSubmit={onValid}
        onInvalid={onInvalid}
        onSubmitCapture={enterGoesNext}
        className="rounded-2xl bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 ref={headingRef} tabIndex={-1} className="mb-4 text-xl font-semibold text-gray-900 focus:outline-none">
          {t(`edit.steps.${step}`)}
        </h2>
        {step === 'basics' && <BasicsStep />}
        {step === 'religion' && <ReligionStep />}
        {step === 'career' && <CareerStep />}
        {step === 'family' && <FamilyStep />}
        {step === 'kundli' && <KundliStep />}
        {step === 'partner' && <PartnerStep />}
        {step === 'photos' && <PhotosStep profile={profile} />}

        <div className="mt-6 flex flex-col-reverse gap-3 border-t border-gray-100 pt-4 sm:flex-row sm:items-center">
          {previous && (
            <Button variant="ghost" onClick={() => void select(previous)} className="sm:mr-auto">
              {t('edit.actions.back')}
            </Button>
          )}
          {showSave && (
            <Button
              type="submit"
              variant={isLastData || step === 'photos' ? 'primary' : 'secondary'}
              loading={update.isPending}
              className={previous ? undefined : 'sm:ml-auto'}
            >
              {isLastData ? t('edit.actions.saveProfile') : t('edit.actions.save')}
            </Button>
          )}
          {next && (!isLastData || profile) && (
            <Button
              variant={isLastData ? 'secondary' : 'primary'}
              onClick={() => void select(next)}
              className={previous || showSave ? undefined : 'sm:ml-auto'}
            >
              {isLastData ? t('edit.actions.toPhotos') : t('edit.actions.next')}
            </Button>
          )}
        </div>
      </Form>
    </div>
  );
}
