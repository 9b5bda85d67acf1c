/**
 * Creates or edits a paid Milan Sathi plan with the request schema itself
 * (planBodySchema): price in rupees (at least ₹1), duration in days, what it
 * unlocks, and whether the membership page shows it. A code another plan
 * uses comes back as 409, shown under the code.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { planBodySchema, type MembershipPlan, type PlanBody } from '@seva/contracts';
import { CheckboxField, TextField } from '@/components/ui';
import { ApiError, errorMessage } from '@/lib/api-client';
import { planBody, useSaveMilanPlan } from '../api/save-milan-plan';
import { FormActions } from '../../shared/components/form-actions';

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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PlanBody, unknown, PlanValues>({
    resolver: zodResolver(planBodySchema),
    defaultValues: plan ? planBody(plan) : NEW_PLAN,
  });

  const onSubmit = async (body: PlanValues) => {
    try {
      const answer = await save.mutateAsync({ id: plan?._id, body });
      toast.success(answer.message);
      onDone();
    } catch (error) {
      const message = errorMessage(error, t('milan.plans.saveFailed'));
      if (error instanceof ApiError && error.reason === 'plan_code_taken') setError('code', { message });
      toast.error(message);
    }
  };

  const number = { valueAsNumber: true } as const;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField label={f('name')} error={errors.name?.message} {...register('name')} />
      <TextField
        label={f('code')}
        hint={f('codeHint')}
        autoCapitalize="none"
        spellCheck={false}
        error={errors.code?.message}
        {...register('code')}
      />
      <TextField
        label={f('price')}
        hint={f('priceHint')}
        type="number"
        inputMode="decimal"
        step="0.01"
        min="1"
        error={errors.price?.message}
        {...register('price', number)}
      />
      <TextField
        label={f('durationDays')}
        type="number"
        inputMode="numeric"
        step="1"
        min="1"
        error={errors.durationDays?.message}
        {...register('durationDays', number)}
      />
      <TextField
        label={f('contactViews')}
        hint={f('contactViewsHint')}
        type="number"
        inputMode="numeric"
        step="1"
        min="0"
        error={errors.contactViews?.message}
        {...register('contactViews', number)}
      />
      <TextField
        label={f('requestsPerDay')}
        type="number"
        inputMode="numeric"
        step="1"
        min="0"
        error={errors.requestsPerDay?.message}
        {...register('requestsPerDay', number)}
      />
      <TextField
        label={f('tagline')}
        hint={f('taglineHint')}
        containerClassName="sm:col-span-2"
        maxLength={60}
        error={errors.tagline?.message}
        {...register('tagline')}
      />
      <CheckboxField label={f('messaging')} containerClassName="sm:col-span-2" {...register('messaging')} />
      <CheckboxField label={f('profileBoost')} containerClassName="sm:col-span-2" {...register('profileBoost')} />
      <CheckboxField label={f('active')} containerClassName="sm:col-span-2" {...register('active')} />
      <FormActions saving={isSubmitting} onCancel={onDone} className="sm:col-span-2" />
    </form>
  );
}
