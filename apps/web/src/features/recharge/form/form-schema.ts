/**
 * The rules of the recharge forms, checked before anything is paid (the
 * server checks the same again). Messages are translation keys: SPEC §5
 * word for word from the messages namespace (MESSAGES.enterNumber,
 * MESSAGES.selectPlanOrAmount), the rest from recharge.json, shown with
 * `{ min, max, label, example }` of the field.
 */
import { RECHARGE_AMOUNT_LIMITS, type RechargeOperator, type RechargeService, z } from '@seva/contracts';
import { MOBILE_PATTERN, matchesPattern, normaliseNumber, parseAmount, takesMobile } from '../numbers';

export const ERRORS = {
  enterNumber: 'messages:enterNumber',
  selectPlanOrAmount: 'messages:selectPlanOrAmount',
  operator: 'form.errors.operator',
  biller: 'form.errors.biller',
  circle: 'form.errors.circle',
  mobile: 'form.errors.mobile',
  pattern: 'form.errors.pattern',
  amountFormat: 'form.errors.amountFormat',
  amountWhole: 'form.errors.amountWhole',
  amountRange: 'form.errors.amountRange',
} as const;

/** What a valid recharge form gives: the operator, the circle (mobile only), the cleaned number and the amount in rupees. */
export type RechargeFormOutput = {
  operator: RechargeOperator;
  circle: string | null;
  number: string;
  amount: number;
};

/** What a valid bill-fetch form gives: the biller and the cleaned number. */
export type BillFormOutput = { operator: RechargeOperator; number: string };

type Ctx = z.RefinementCtx;

/** The cleaned number, or undefined after reporting what is wrong with it. */
function checkNumber(raw: string, operator: RechargeOperator | undefined, mobileOnly: boolean, ctx: Ctx) {
  const mobile = mobileOnly || takesMobile(operator);
  const number = normaliseNumber(raw.trim(), mobile);
  if (number === '') {
    ctx.addIssue({ code: 'custom', path: ['number'], message: ERRORS.enterNumber });
    return undefined;
  }
  if (mobile && !MOBILE_PATTERN.test(number)) {
    ctx.addIssue({ code: 'custom', path: ['number'], message: ERRORS.mobile });
    return undefined;
  }
  if (operator && !mobile && !matchesPattern(number, operator.numberPattern)) {
    ctx.addIssue({ code: 'custom', path: ['number'], message: ERRORS.pattern });
    return undefined;
  }
  return number;
}

/** The amount in rupees, or undefined after reporting it: required, a number, whole rupees for recharges, within RECHARGE_AMOUNT_LIMITS. */
function checkAmount(raw: string, kind: RechargeService['kind'], ctx: Ctx) {
  const amount = parseAmount(raw);
  const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['amount'], message });
  if (amount === null || amount === 0) return void issue(ERRORS.selectPlanOrAmount);
  if (Number.isNaN(amount)) return void issue(ERRORS.amountFormat);
  if (kind === 'recharge' && !Number.isInteger(amount)) return void issue(ERRORS.amountWhole);
  const { min, max } = RECHARGE_AMOUNT_LIMITS[kind];
  if (amount < min || amount > max) return void issue(ERRORS.amountRange);
  return amount;
}

/**
 * The recharge form of one service (plan, validate and direct flows), holding the operator's product code, the
 * circle code, and the number and amount as typed; `withCircle` for mobile prepaid.
 */
export function rechargeFormSchema(service: RechargeService, operators: RechargeOperator[], withCircle: boolean) {
  return z
    .object({ operator: z.string(), circle: z.string(), number: z.string(), amount: z.string() })
    .transform((values, ctx): RechargeFormOutput => {
      const operator = operators.find((o) => o.product_code === values.operator);
      const number = checkNumber(values.number, operator, withCircle, ctx);
      if (!operator) ctx.addIssue({ code: 'custom', path: ['operator'], message: ERRORS.operator });
      const noCircle = withCircle && values.circle === '';
      if (noCircle) ctx.addIssue({ code: 'custom', path: ['circle'], message: ERRORS.circle });
      const amount = checkAmount(values.amount, service.kind, ctx);
      if (!operator || noCircle || number === undefined || amount === undefined) return z.NEVER;
      return { operator, circle: withCircle ? values.circle : null, number, amount };
    });
}

/** The bill-fetch form: a biller (its product code) and its number, as typed. */
export function billFormSchema(operators: RechargeOperator[]) {
  return z.object({ operator: z.string(), number: z.string() }).transform((values, ctx): BillFormOutput => {
    const operator = operators.find((o) => o.product_code === values.operator);
    const number = checkNumber(values.number, operator, false, ctx);
    if (!operator) ctx.addIssue({ code: 'custom', path: ['operator'], message: ERRORS.biller });
    if (!operator || number === undefined) return z.NEVER;
    return { operator, number };
  });
}
