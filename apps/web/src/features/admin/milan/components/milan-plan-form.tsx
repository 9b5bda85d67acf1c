/**
 * Creates or edits a paid Milan Sathi plan with the request schema itself
 * (planBodySchema): price in rupees (at least ₹1), duration in days, what it
 * unlocks, and whether the membership page shows it. A code another plan
 * uses comes back as 409, shown under the code.
 */
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { planBodySchema, type MembershipPlan, type PlanBody } from '@seva/contracts';
import { useZodForm } from '@/components/form';
import { ApiError, errorMessage } from '@/lib/api-client';
import { EditorForm } from '../../shared/components/editor-form';
import { FormCheckboxField, FormNumberField, FormTextField } from '../../shared/components/form-fields';
import { planBody, useSaveMilanPlan } from '../api/save-milan-plan';
import { BilingualTextField } from '../../shared/components/hindi-fields';

type PlanValues = z.output<typeof planBodySchema>;

const NEW_PLAN: PlanBody = {
  code: '',
  name: '',
  durationDays: 30,
  price: 999,
  contactViews: 60,
  requestsPerDay: 20,
  messaging: true,
  profileBoost: false,
  tagline: '',
  active: true,
};

type MilanPlanFormProps = { plan?: MembershipPlan; onDone: () => void };

export function MilanPlanForm({ plan, onDone }: MilanPlanFormProps) {
  const { t } = useTranslation('admin');
  const f = (key: string) => t(`milan.plans.fields.${key}`);
  const save = useSaveMilanPlan();
  // Name and tagline are edited in Hindi beside the English (decision 011).
  const hi = { name: plan?.hi.name ?? '', tagline: plan?.hi.tagline ?? '' };
  const form = useZodForm(planBodySchema, { defaultValues: { ...(plan ? planBody(plan) : NEW_PLAN), hi } });

  const onSubmit = async (body: PlanValues) => {
    try {
      const answer = await save.mutateAsync({ id: plan?._id, body });
      toast.success(answer.message);
      onDone();
    } catch (error) {
      const message = errorMessage(error, t('milan.plans.saveFailed'));
      if (error instanceof ApiError && error.reason === 'plan_code_taken') form.setError('code', { message });
      toast.error(message);
    }
  };

  return (
    <EditorForm form={form} onSubmit={onSubmit} onCancel={onDone}>
      <BilingualTextField name="name" label={f('name')} />
      <FormTextField name="code" label={f('code')} hint={f('codeHint')} autoCapitalize="none" spellCheck={false} />
      <FormNumberField name="price" label={f('price')} hint={f('priceHint')} money min="1" />
      <FormNumberField name="durationDays" label={f('durationDays')} min="1" />
      <FormNumberField name="contactViews" label={f('contactViews')} hint={f('contactViewsHint')} />
      <FormNumberField name="requestsPerDay" label={f('requestsPerDay')} />
      <BilingualTextField name="tagline" label={f('tagline')} hint={f('taglineHint')} />
      <FormCheckboxField name="messaging" label={f('messaging')} containerClassName="sm:col-span-2" />
      <FormCheckboxField name="profileBoost" label={f('profileBoost')} containerClassName="sm:col-span-2" />
      <FormCheckboxField name="active" label={f('active')} containerClassName="sm:col-span-2" />
    </EditorForm>
  );
}
