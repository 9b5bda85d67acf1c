/**
 * The 'fetch' flow (electricity, water, gas, loans…): choose the biller (a
 * state filter first when the list is long), enter the number the biller
 * asks for, "Fetch bill" (logged-in customers; visitors get the login modal),
 * then the bill card pays the amount due. A bill is good for
 * BILL_FETCH_TTL_MINUTES; changing the biller or number drops it.
 */
import { useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { BILL_FETCH_TTL_MINUTES, type FetchedBill, type RechargeOperator, type RechargeService } from '@seva/contracts';
import { Form, fieldErrors, useZodForm } from '@/components/form';
import { Button, SelectField, TextField } from '@/components/ui';
import { ApiError, errorMessage } from '@/lib/api-client';
import { openModal } from '@/lib/modal-store';
import { useSession } from '@/lib/session';
import { useFetchBill } from '../api/fetch-bill';
import { useSavedBillers } from '../api/saved-billers';
import type { Prefill } from '../links';
import { billFormSchema, type BillFormOutput } from '../form/form-schema';
import { useRechargePayment } from '../hooks/use-recharge-payment';
import { BillCard } from './bill-card';

/** More billers than this with states: offer the state filter. */
const STATE_FILTER_FROM = 8;

type BillFetchFormProps = {
  service: RechargeService;
  operators: RechargeOperator[];
  /** A biller and number to start with (a bill reminder's link, issue 23). */
  prefill?: Prefill | null;
};

export function BillFetchForm({ service, operators, prefill }: BillFetchFormProps) {
  const { t } = useTranslation(['recharge', 'messages']);
  const { isLoggedIn } = useSession();
  const stateId = useId();
  const [state, setState] = useState('');
  const [bill, setBill] = useState<FetchedBill | null>(null);
  const [noBill, setNoBill] = useState<string | null>(null);
  const fetchBill = useFetchBill();
  const { pay, paying } = useRechargePayment(service);
  const schema = useMemo(() => billFormSchema(operators), [operators]);
  const prefilledOperator = operators.find((o) => o.product_code === prefill?.operator)?.product_code;
  const form = useZodForm(schema, {
    defaultValues: {
      operator: prefilledOperator ?? (operators.length === 1 ? (operators[0]?.product_code ?? '') : ''),
      number: prefill?.number ?? '',
    },
  });
  const saved = useSavedBillers(service.service_id);
  const [offerSave, setOfferSave] = useState(false);
  const { register, control, setValue } = form;
  const operatorCode = useWatch({ control, name: 'operator' });
  const operator = operators.find((o) => o.product_code === operatorCode);
  const numberLabel = operator?.numberLabel ?? service.numberLabel;

  const states = useMemo(
    () => [...new Set(operators.map((o) => o.state).filter((s): s is string => Boolean(s)))].sort(),
    [operators],
  );
  const filterByState = operators.length > STATE_FILTER_FROM && states.length > 1;
  const shown = filterByState && state ? operators.filter((o) => o.state === state) : operators;

  const forget = () => {
    setBill(null);
    setNoBill(null);
  };

  const chooseState = (next: string) => {
    setState(next);
    if (next && operator && operator.state !== next) setValue('operator', '');
    forget();
  };

  const fetch = async (values: BillFormOutput) => {
    if (!isLoggedIn) {
      toast.warning(t('messages:pleaseLogin'));
      openModal('login');
      return;
    }
    forget();
    try {
      const fetched = await fetchBill.mutateAsync({
        product_code: values.operator.product_code,
        number: values.number,
      });
      // Offered for a biller not saved yet; decided now, so the form stays to say "Saved" once it is.
      setOfferSave(!saved.data?.some((b) => b.product_code === fetched.product_code && b.number === fetched.number));
      setBill(fetched);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setNoBill(error.serverMessage ?? t('bill.noBillDue'));
      else toast.error(errorMessage(error, t('bill.fetchFailed')));
    }
  };

  const payBill = () => {
    const biller = operators.find((o) => o.product_code === bill?.product_code) ?? operator;
    if (!bill || !biller) return;
    if (Date.parse(bill.expiresAt) <= Date.now()) {
      forget();
      toast.warning(t('bill.expired', { minutes: BILL_FETCH_TTL_MINUTES }));
      return;
    }
    void pay({ operator: biller, number: bill.number, amount: bill.amount, circle: null, bill });
  };

  const errorText = fieldErrors(form, ({ message = '' }) =>
    t(message, { label: numberLabel, example: operator?.numberExample ?? '' }),
  );

  return (
    <div className="flex flex-col gap-5">
      <Form form={form} onSubmit={fetch} className="flex flex-col gap-4">
        <fieldset disabled={paying || fetchBill.isPending} className="flex min-w-0 flex-col gap-4">
          <legend className="sr-only">{t('form.legend')}</legend>
          {filterByState && (
            <SelectField
              id={stateId}
              label={t('form.state')}
              value={state}
              onChange={(e) => chooseState(e.target.value)}
            >
              <option value="">{t('form.allStates')}</option>
              {states.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </SelectField>
          )}
          <SelectField
            label={t('form.biller')}
            error={errorText('operator')}
            {...register('operator', { onChange: forget })}
          >
            <option value="">{t('form.chooseBiller')}</option>
            {shown.map((o) => (
              <option key={o.product_code} value={o.product_code}>
                {!filterByState || state || !o.state ? o.name : `${o.name} (${o.state})`}
              </option>
            ))}
          </SelectField>
          <TextField
            label={numberLabel}
            autoComplete="off"
            maxLength={40}
            placeholder={operator?.numberExample}
            hint={operator ? t('form.numberExample', { example: operator.numberExample }) : undefined}
            error={errorText('number')}
            {...register('number', { onChange: forget })}
          />
        </fieldset>
        <Button
          type="submit"
          variant={bill ? 'secondary' : 'primary'}
          size="lg"
          loading={fetchBill.isPending}
          disabled={paying}
          className="w-full sm:w-auto sm:self-start"
        >
          {fetchBill.isPending ? t('bill.fetching') : t('bill.fetch')}
        </Button>
      </Form>

      {noBill && (
        <div role="status" className="rounded-xl border border-gray-200 bg-gray-50 p-4 text-sm text-gray-800">
          <p className="font-semibold">{t('bill.noBillTitle')}</p>
          <p className="mt-1">{noBill}</p>
        </div>
      )}
      {bill && <BillCard bill={bill} paying={paying} onPay={payBill} kind={service.kind} canSave={offerSave} />}
      <p className="text-xs text-gray-500">{t('form.safeNote')}</p>
    </div>
  );
}
