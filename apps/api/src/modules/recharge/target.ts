/**
 * What a recharge or bill is for, resolved from the browser's SPEC §3 payload
 * against the catalogue: the operator or biller (`product_code`), its service
 * (whose slug is `bill_type`), the number in its canonical form and the
 * amount in paise within the service's limits. Every check answers a message
 * a person understands.
 */
import { httpErrors } from '@fastify/sensible';
import { MESSAGE_TEMPLATES, MESSAGES, RECHARGE_AMOUNT_LIMITS, formatInr, rupeesToPaise } from '@seva/contracts';
import { circleByCode } from '../../providers/recharge/catalogue/circles.js';
import { normaliseMobile } from '../../providers/recharge/catalogue/lookup.js';
import {
  numberMatches,
  operatorByProductCode,
  type CatalogueOperator,
} from '../../providers/recharge/catalogue/operators.js';
import { serviceById, type RechargeService } from '../../providers/recharge/catalogue/services.js';

export interface RechargeTarget {
  operator: CatalogueOperator;
  service: RechargeService;
  /** Canonical: 10 digits for mobile numbers, upper case without spaces otherwise. */
  number: string;
}

/** A mobile number field takes +91, 0, spaces and hyphens; other fields are upper-cased without spaces. */
function canonicalNumber(operator: CatalogueOperator, typed: string): string {
  const mobile = operator.numberPattern === '^[6-9]\\d{9}$' ? normaliseMobile(typed) : null;
  return mobile ?? typed.replace(/[\s-]+/g, '').toUpperCase();
}

/**
 * The operator, service and canonical number of a payload.
 * Throws 422 (unknown operator or one of another service than `bill_type`),
 * 400 (the number does not have the operator's shape).
 */
export function resolveTarget(input: { product_code: string; number: string; bill_type?: string }): RechargeTarget {
  const operator = operatorByProductCode(input.product_code.toUpperCase());
  const service = operator && serviceById(operator.service_id);
  if (!operator || !service) throw httpErrors.unprocessableEntity(MESSAGES.chooseValidOperatorOrBiller);
  if (input.bill_type !== undefined && input.bill_type !== service.slug)
    throw httpErrors.unprocessableEntity(
      MESSAGE_TEMPLATES.operatorOfOtherService(operator.name, service.name, service.slug),
    );
  const number = canonicalNumber(operator, input.number);
  if (!number) throw httpErrors.badRequest(MESSAGES.enterNumber);
  if (!numberMatches(operator, number))
    throw httpErrors.badRequest(
      MESSAGE_TEMPLATES.enterValidNumber(operator.numberLabel.toLowerCase(), operator.numberExample),
    );
  return { operator, service, number };
}

/** The order columns that name what is recharged: service, operator (code and name), `bill_type` slug, number. */
export function targetColumns({ operator, service, number }: RechargeTarget) {
  return {
    serviceId: service.service_id,
    productCode: operator.product_code,
    productName: operator.name,
    billType: service.slug,
    number,
  };
}

/** `rupees` in paise within the service's limits (RECHARGE_AMOUNT_LIMITS). Throws 422. */
export function amountPaiseFor(service: RechargeService, rupees: number): number {
  const { min, max } = RECHARGE_AMOUNT_LIMITS[service.kind];
  const paise = rupeesToPaise(rupees);
  if (paise === null) throw httpErrors.unprocessableEntity(MESSAGES.amountDecimals);
  if (paise < min * 100 || paise > max * 100)
    throw httpErrors.unprocessableEntity(MESSAGE_TEMPLATES.amountRange(service.name, formatInr(min), formatInr(max)));
  return paise;
}

/** A telecom circle code (DL, MH…) checked against the 22 circles; undefined stays undefined. Throws 422. */
export function checkedCircle(code: string | undefined): string | undefined {
  if (code === undefined || code === '') return undefined;
  const circle = circleByCode(code.toUpperCase());
  if (!circle) throw httpErrors.unprocessableEntity(MESSAGES.chooseValidCircle);
  return circle.code;
}
