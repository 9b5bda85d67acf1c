/**
 * The reference reads of the recharge screens (issue 5): operators and
 * billers per service, the 22 circles, operator and circle of a mobile
 * number, and plan tabs. Lookup and plans go through the recharge provider
 * (the aggregator knows ported numbers and current tariffs); the lists come
 * from the catalogue.
 */
import { httpErrors } from '@fastify/sensible';
import {
  MESSAGE_TEMPLATES,
  MESSAGES,
  type RechargeLookup,
  type RechargeOperator,
  type RechargePlans,
  type TelecomCircle,
} from '@seva/contracts';
import { CIRCLES, circleByCode } from '../../providers/recharge/catalogue/circles.js';
import { normaliseMobile } from '../../providers/recharge/catalogue/lookup.js';
import { MOBILE_OPERATORS, operatorByProductCode, operatorsFor } from '../../providers/recharge/catalogue/operators.js';
import { SERVICE_IDS, serviceById } from '../../providers/recharge/catalogue/services.js';
import type { RechargeProvider } from '../../providers/recharge/types.js';

/** The operators and billers of service `serviceId`, in list order. Throws 404 for an unknown service. */
export function operatorsOfService(serviceId: number): RechargeOperator[] {
  if (!serviceById(serviceId)) throw httpErrors.notFound(MESSAGES.serviceNotFound);
  return operatorsFor(serviceId);
}

/** The 22 telecom circles (DOMAIN.md). */
export function telecomCircles(): TelecomCircle[] {
  return CIRCLES.map(({ code, name, category }) => ({ code, name, category }));
}

/**
 * Operator and circle of a mobile number typed any usual way (+91, 0,
 * spaces). Throws 400 (not an Indian mobile number), 404 (the aggregator
 * does not know it: the customer chooses), ProviderError (502).
 */
export async function lookupNumber(provider: RechargeProvider, typed: string): Promise<RechargeLookup> {
  const number = normaliseMobile(typed);
  if (!number) throw httpErrors.badRequest(MESSAGES.invalidMobile);
  const found = await provider.lookup(number);
  const operator = found && MOBILE_OPERATORS.find((m) => m.code === found.operatorCode);
  const circle = found && circleByCode(found.circleCode);
  if (!operator || !circle) throw httpErrors.notFound(MESSAGES.operatorNotDetected);
  return {
    number,
    operator: { product_code: operator.prepaidProductCode, name: operator.name },
    circle: { code: circle.code, name: circle.name },
  };
}

/**
 * The plan tabs of operator `productCode` (mobile prepaid in `circle`, or a
 * DTH operator's packs). Throws 404 (unknown operator, or one without
 * plans), 400 (a mobile operator without a valid circle), ProviderError.
 */
export async function plansOf(
  provider: RechargeProvider,
  productCode: string,
  circleCode: string | undefined,
): Promise<RechargePlans> {
  const operator = operatorByProductCode(productCode.toUpperCase());
  if (!operator) throw httpErrors.notFound(MESSAGES.chooseValidOperator);
  const circle = circleCode ? circleByCode(circleCode.toUpperCase()) : undefined;
  if (operator.service_id === SERVICE_IDS.PREPAID && !circle)
    throw httpErrors.badRequest(MESSAGES.chooseCircleForPlans);
  const categories = await provider.plans(operator.product_code, circle?.code ?? null);
  if (!categories) throw httpErrors.notFound(MESSAGE_TEMPLATES.noPlans(operator.name));
  return { product_code: operator.product_code, circle: circle?.code ?? null, categories };
}
