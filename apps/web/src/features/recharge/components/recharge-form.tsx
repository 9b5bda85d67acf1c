/**
 * The recharge form of the 'plan' (mobile prepaid), 'validate' (DTH,
 * postpaid) and 'direct' flows: the number, the operator (detected from a
 * mobile number, changeable), the circle (prepaid), the amount and, when the
 * operator publishes them, a plan or pack browser that fills the amount.
 * Validated by rechargeFormSchema; "Pay ₹X" runs useRechargePayment.
 */
import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  RECHARGE_AMOUNT_LIMITS,
  type RechargeLookup,
  type RechargeOperator,
  type RechargePlan,
  type RechargeService,
} from '@seva/contracts';
import { Form, fieldErrors, useZodForm } from '@/components/form';
import { Button, SelectField, TextField } from '@/components/ui';
import { formatRupees } from '@/lib/format';
import { useTelecomCircles } from '../api/get-circles';
import { useCircleName } from '@/domains/recharge/names';
import { rechargeFormSchema, type RechargeFormOutput } from '../form/form-schema';
import { useNumberLookup } from '../hooks/use-number-lookup';
import { useRechargePayment } from '../hooks/use-recharge-payment';
import { parseAmount, takesMobile } from '../numbers';
import type { Prefill } from '../links';
import type { PickedContact } from '../contact-picker';
import { ChosenPlan } from './chosen-plan';
import { ContactPickerButton } from './contact-picker-button';
import { LookupHint } from './lookup-hint';
import { PlanBrowser } from './plan-browser';

type RechargeFormProps = {
  service: RechargeService;
  operators: RechargeOperator[];
  /** A number to start with (a reminder's link, a plan no longer offered); `openPlans` opens its plan list. */
  prefill?: Prefill | null;
};

export function RechargeForm({ service, operators, prefill }: RechargeFormProps) {
  const { t } = useTranslation(['recharge', 'messages']);
  const mobile = service.flow === 'plan';
  const circles = useTelecomCircles();
  const circleName = useCircleName();
  const schema = useMemo(() => rechargeFormSchema(service, operators, mobile), [service, operators, mobile]);
  const prefilledOperator = operators.find((o) => o.product_code === prefill?.operator)?.product_code;
  const prefilledCircle = mobile ? (prefill?.circle ?? '') : '';
  const form = useZodForm(schema, {
    defaultValues: {
      operator: prefilledOperator ?? (operators.length === 1 ? (operators[0]?.product_code ?? '') : ''),
      circle: prefilledCircle,
      number: prefill?.number ?? '',
      amount: '',
    },
  });
  const { register, setValue, getValues, control, trigger } = form;
  const [plan, setPlan] = useState<RechargePlan | null>(null);
  const [browsing, setBrowsing] = useState(
    Boolean(prefill?.openPlans && prefilledOperator && (!mobile || prefilledCircle)),
  );
  const [contactName, setContactName] = useState('');
  // The circle select gets its options after the form's first render: put the prefilled circle back once they come.
  useEffect(() => {
    if (prefilledCircle && circles.data) setValue('circle', prefilledCircle);
  }, [prefilledCircle, circles.data, setValue]);
  const { pay, paying } = useRechargePayment(service);

  const operatorCode = useWatch({ control, name: 'operator' });
  const circleCode = useWatch({ control, name: 'circle' });
  const amountText = useWatch({ control, name: 'amount' });
  const operator = operators.find((o) => o.product_code === operatorCode);
  const circle = circles.data?.find((c) => c.code === circleCode);
  const limits = RECHARGE_AMOUNT_LIMITS[service.kind];
  const amount = parseAmount(amountText);
  // Mobile numbers (prepaid, postpaid) get our own label, in the customer's language, and a phone keypad.
  const mobileNumber = mobile || (operator ? takesMobile(operator) : operators.every(takesMobile));
  const numberLabel = mobileNumber ? t('form.mobileNumber') : (operator?.numberLabel ?? service.numberLabel);
  const hasPlans = service.hasPlans;
  const noun = mobile ? 'plans' : 'packs';

  const revalidate = { shouldValidate: form.formState.isSubmitted, shouldDirty: true };
  const dropPlan = () => {
    if (!plan) return;
    setPlan(null);
    setValue('amount', '', revalidate);
  };

  // A plan belongs to one operator and circle: detecting others drops it.
  const lookup = useNumberLookup((found: RechargeLookup) => {
    const current = getValues();
    const known = operators.some((o) => o.product_code === found.operator.product_code);
    if ((known && found.operator.product_code !== current.operator) || found.circle.code !== current.circle) dropPlan();
    if (known) setValue('operator', found.operator.product_code, revalidate);
    setValue('circle', found.circle.code, revalidate);
  });

  const openPlans = async () => {
    if (await trigger(mobile ? ['operator', 'circle'] : ['operator'])) setBrowsing(true);
  };

  const choose = (chosen: RechargePlan) => {
    setPlan(chosen);
    setValue('amount', String(chosen.amount), revalidate);
    setBrowsing(false);
  };

  const errorText = fieldErrors(form, ({ message = '' }) =>
    t(message, {
      min: formatRupees(limits.min),
      max: formatRupees(limits.max),
      label: numberLabel,
      example: operator?.numberExample ?? '',
    }),
  );

  const submit = (values: RechargeFormOutput) =>
    pay({
      operator: values.operator,
      number: values.number,
      amount: values.amount,
      circle: values.circle,
      plan: plan && plan.amount === values.amount ? plan : null,
    });

  const pickContact = (picked: PickedContact) => {
    setContactName(picked.name);
    setValue('number', picked.number, revalidate);
    if (mobile) lookup.check(picked.number);
  };

  const payLabel =
    amount !== null && !Number.isNaN(amount) && amount > 0
      ? t(`form.payAmount.${service.kind}`, { amount: formatRupees(amount) })
      : t(`form.pay.${service.kind}`);

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-5">
      <fieldset disabled={paying} className="flex min-w-0 flex-col gap-4">
        <legend className="sr-only">{t('form.legend')}</legend>
        <div>
          <div className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <TextField
                label={numberLabel}
                type={mobileNumber ? 'tel' : 'text'}
                inputMode={mobileNumber ? 'tel' : undefined}
                autoComplete={mobileNumber ? 'tel-national' : 'off'}
                maxLength={40}
                placeholder={mobileNumber ? '98765 43210' : operator?.numberExample}
                error={errorText('number')}
                {...register('number', {
                  onChange: (event) => {
                    setContactName('');
                    if (mobile) lookup.check(event.target.value);
                  },
                })}
              />
            </div>
            {mobileNumber && <ContactPickerButton onPick={pickContact} />}
          </div>
          {contactName && <p className="mt-1 text-xs text-gray-700">{t('contacts.picked', { name: contactName })}</p>}
          {mobile && <LookupHint state={lookup.state} />}
        </div>

        <div className={mobile ? 'grid gap-4 sm:grid-cols-2' : 'flex flex-col gap-4'}>
          <SelectField
            label={t('form.operator')}
            error={errorText('operator')}
            {...register('operator', { onChange: dropPlan })}
          >
            <option value="">{t('form.chooseOperator')}</option>
            {operators.map((o) => (
              <option key={o.product_code} value={o.product_code}>
                {o.name}
              </option>
            ))}
          </SelectField>
          {mobile && (
            <SelectField
              label={t('form.circle')}
              error={errorText('circle') || (circles.isError ? t('form.circlesFailed') : undefined)}
              disabled={circles.isPending}
              {...register('circle', { onChange: dropPlan })}
            >
              <option value="">{circles.isPending ? t('form.loadingCircles') : t('form.chooseCircle')}</option>
              {circles.data?.map((c) => (
                <option key={c.code} value={c.code}>
                  {circleName(c)}
                </option>
              ))}
            </SelectField>
          )}
        </div>

        <div className="flex flex-col gap-2">
          <TextField
            label={t('form.amount')}
            inputMode={service.kind === 'recharge' ? 'numeric' : 'decimal'}
            autoComplete="off"
            maxLength={12}
            placeholder={t('form.amountPlaceholder', { min: limits.min, max: limits.max.toLocaleString('en-IN') })}
            error={errorText('amount')}
            {...register('amount', {
              onChange: (event) => {
                if (plan && parseAmount(event.target.value) !== plan.amount) setPlan(null);
              },
            })}
          />
          {plan && <ChosenPlan plan={plan} onChange={() => setBrowsing(true)} />}
          {hasPlans && !plan && (
            <Button variant="secondary" className="self-start" onClick={() => void openPlans()}>
              {t(`form.browse.${noun}`)}
            </Button>
          )}
        </div>
      </fieldset>

      <Button type="submit" size="lg" loading={paying} className="w-full sm:w-auto sm:self-start">
        {paying ? t('form.paying') : payLabel}
      </Button>
      <p className="text-xs text-gray-500">{t('form.safeNote')}</p>

      {hasPlans && operator && (
        <PlanBrowser
          open={browsing}
          onClose={() => setBrowsing(false)}
          onChoose={choose}
          productCode={operator.product_code}
          circle={mobile ? circleCode || null : null}
          subject={mobile && circle ? `${operator.name} · ${circleName(circle)}` : operator.name}
          noun={noun}
        />
      )}
    </Form>
  );
}
