/**
 * Checks the recharge sandbox's reference data: services and their hidden ids (SPEC §9), the 22
 * telecom circles (DOMAIN.md), operator and biller codes and number formats, the deterministic
 * mobile lookup, and the plan and DTH pack tables. Pure data: no app or database.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGE_TEMPLATES, MESSAGE_VALUES_HI, translateMessage } from '@seva/contracts';
import { CIRCLES } from './circles.js';
import { fnv1a, lookupMobile, normaliseMobile } from './lookup.js';
import { MOBILE_OPERATORS, OPERATORS, numberMatches, operatorByProductCode, operatorsFor } from './operators.js';
import {
  DTH_PACK_OPERATORS,
  EXISTING_PLAN,
  PLAN_CATEGORIES,
  PLAN_OPERATORS,
  dthPacksFor,
  findPlan,
  plansFor,
} from './plans.js';
import { HIDDEN_SERVICE_IDS, SERVICES, SERVICE_IDS, serviceById, visibleServices } from './services.js';

/** DOMAIN.md, Recharge and bills, in its order. */
const DOMAIN_CIRCLES: Record<string, string[]> = {
  Metro: ['Delhi', 'Mumbai', 'Kolkata'],
  A: ['Andhra Pradesh', 'Gujarat', 'Karnataka', 'Maharashtra', 'Tamil Nadu'],
  B: ['Haryana', 'Kerala', 'Madhya Pradesh', 'Punjab', 'Rajasthan', 'UP East', 'UP West', 'West Bengal'],
  C: ['Assam', 'Bihar', 'Himachal Pradesh', 'Jammu & Kashmir', 'North East', 'Odisha'],
};

const MOBILE_CODES = ['JIO', 'AIRTEL', 'VI', 'BSNL'];

/** A spread of valid numbers: every 5-digit series 60000–99999 with a fixed tail. */
const SAMPLE_NUMBERS = Array.from({ length: 40_000 }, (_, i) => `${60_000 + i}12345`);

describe('services', () => {
  it('have unique numeric service ids and unique slugs', () => {
    const ids = SERVICES.map((s) => s.service_id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(Number.isInteger(id) && id > 0).toBe(true);
    const slugs = SERVICES.map((s) => s.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('include ids 30 and 31, hidden from the web (SPEC §9)', () => {
    expect([...HIDDEN_SERVICE_IDS].sort()).toEqual([30, 31]);
    expect(serviceById(30)).toBeDefined();
    expect(serviceById(31)).toBeDefined();
    const visible = visibleServices().map((s) => s.service_id);
    expect(visible).not.toContain(30);
    expect(visible).not.toContain(31);
    expect(visible.length).toBe(SERVICES.length - 2);
  });

  it('cover the BBPS categories DOMAIN.md names', () => {
    const names = SERVICES.map((s) => s.name.toLowerCase()).join('\n');
    for (const name of [
      'prepaid',
      'postpaid',
      'dth',
      'electricity',
      'water',
      'piped gas',
      'lpg',
      'broadband',
      'landline',
      'fastag',
      'insurance',
      'cable tv',
      'loan emi',
      'credit card',
      'municipal tax',
      'education fees',
      'housing society',
    ])
      expect(names).toContain(name);
  });

  it('follow the DOMAIN.md flows', () => {
    const flow = (id: number) => serviceById(id)?.flow;
    expect(flow(SERVICE_IDS.PREPAID)).toBe('plan');
    for (const id of [SERVICE_IDS.ELECTRICITY, SERVICE_IDS.PIPED_GAS, SERVICE_IDS.LOAN_EMI])
      expect(flow(id)).toBe('fetch');
    for (const id of [SERVICE_IDS.POSTPAID, SERVICE_IDS.DTH]) expect(flow(id)).toBe('validate');
    expect(flow(SERVICE_IDS.DONATION)).toBe('direct');
    for (const s of SERVICES) {
      expect(['recharge', 'bill']).toContain(s.kind);
      expect(['plan', 'fetch', 'validate', 'direct']).toContain(s.flow);
      expect(s.name.trim()).not.toBe('');
      expect(s.numberLabel.trim()).not.toBe('');
    }
    expect(serviceById(SERVICE_IDS.FASTAG)?.numberLabel).toBe('Vehicle number');
  });
});

describe('circles', () => {
  it('are exactly the 22 of DOMAIN.md with their categories', () => {
    expect(CIRCLES).toHaveLength(22);
    for (const [category, names] of Object.entries(DOMAIN_CIRCLES))
      expect(CIRCLES.filter((c) => c.category === category).map((c) => c.name)).toEqual(names);
  });

  it('have unique two-letter codes', () => {
    const codes = CIRCLES.map((c) => c.code);
    expect(new Set(codes).size).toBe(22);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });
});

describe('operators and billers', () => {
  it('have unique upper-case product codes', () => {
    const codes = OPERATORS.map((o) => o.product_code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9_]+$/);
  });

  it('name the four mobile operators, prepaid and postpaid', () => {
    expect(MOBILE_OPERATORS.map((m) => m.code)).toEqual(MOBILE_CODES);
    for (const m of MOBILE_OPERATORS) {
      expect(m.prepaidProductCode).toBe(m.code);
      expect(operatorByProductCode(m.prepaidProductCode)?.service_id).toBe(SERVICE_IDS.PREPAID);
      expect(operatorByProductCode(m.postpaidProductCode)?.service_id).toBe(SERVICE_IDS.POSTPAID);
    }
  });

  it('list the DTH operators and enough electricity boards, with states', () => {
    expect(operatorsFor(SERVICE_IDS.DTH).map((o) => o.name)).toEqual(
      expect.arrayContaining(['Tata Play', 'Airtel Digital TV', 'Dish TV', 'd2h', 'Sun Direct']),
    );
    const boards = operatorsFor(SERVICE_IDS.ELECTRICITY);
    expect(boards.length).toBeGreaterThanOrEqual(12);
    for (const b of boards) expect(b.state?.trim(), b.product_code).toBeTruthy();
    for (const code of [
      'BSES_RAJDHANI',
      'BSES_YAMUNA',
      'TPDDL',
      'MSEDCL',
      'BESCOM',
      'TNPDCL',
      'UPPCL_URBAN',
      'UPPCL_RURAL',
    ])
      expect(operatorByProductCode(code)?.service_id, code).toBe(SERVICE_IDS.ELECTRICITY);
    for (const code of ['DJB', 'IGL', 'MGL', 'INDANE', 'HPGAS', 'BHARATGAS', 'LIC', 'JIOFIBER', 'ACT'])
      expect(operatorByProductCode(code), code).toBeDefined();
  });

  it('belong to a known service, and every service has at least one', () => {
    for (const o of OPERATORS) expect(serviceById(o.service_id), o.product_code).toBeDefined();
    for (const s of SERVICES) expect(operatorsFor(s.service_id).length, s.name).toBeGreaterThan(0);
  });

  it('give an anchored number pattern that their own example matches', () => {
    for (const o of OPERATORS) {
      expect(o.numberPattern.startsWith('^') && o.numberPattern.endsWith('$'), o.product_code).toBe(true);
      expect(numberMatches(o, o.numberExample), o.product_code).toBe(true);
      expect(numberMatches(o, ''), o.product_code).toBe(false);
      expect(o.name.trim() && o.numberLabel.trim(), o.product_code).toBeTruthy();
    }
    const tataPlay = operatorByProductCode('TATAPLAY')!;
    expect(numberMatches(tataPlay, '1023456789')).toBe(true);
    expect(numberMatches(tataPlay, '3023456789')).toBe(false);
    const fastag = operatorByProductCode('FASTAG_SBI')!;
    expect(numberMatches(fastag, 'dl 3c ab 1234')).toBe(true);
    expect(numberMatches(fastag, 'DL3CAB12')).toBe(false);
  });
});

describe('lookupMobile', () => {
  it('is deterministic and keyed on the first five digits', () => {
    expect(lookupMobile('9876543210')).toEqual(lookupMobile('9876543210'));
    expect(lookupMobile('9876500000')).toEqual(lookupMobile('9876599999'));
    expect(fnv1a('')).toBe(0x811c9dc5);
  });

  it('rejects anything but 10 digits starting 6–9', () => {
    for (const bad of [
      '',
      '5876543210',
      '0876543210',
      '987654321',
      '98765432101',
      '98765 4321',
      '+919876543210',
      'abcdefghij',
    ])
      expect(lookupMobile(bad), bad).toBeNull();
  });

  it('reaches all four operators and every circle, with real codes', () => {
    const operators = new Set<string>();
    const circles = new Set<string>();
    for (const n of SAMPLE_NUMBERS) {
      const found = lookupMobile(n);
      expect(found, n).not.toBeNull();
      operators.add(found!.operator);
      circles.add(found!.circle);
    }
    expect([...operators].sort()).toEqual([...MOBILE_CODES].sort());
    expect([...circles].sort()).toEqual(CIRCLES.map((c) => c.code).sort());
  });

  it('roughly follows the subscriber shares (Jio most, BSNL least)', () => {
    const counts: Record<string, number> = {};
    for (const n of SAMPLE_NUMBERS) counts[lookupMobile(n)!.operator] = (counts[lookupMobile(n)!.operator] ?? 0) + 1;
    expect(counts.JIO!).toBeGreaterThan(counts.AIRTEL!);
    expect(counts.AIRTEL!).toBeGreaterThan(counts.VI!);
    expect(counts.VI!).toBeGreaterThan(counts.BSNL!);
  });

  it('normalises typed numbers', () => {
    expect(normaliseMobile('+91 98765-43210')).toBe('9876543210');
    expect(normaliseMobile('09876543210')).toBe('9876543210');
    expect(normaliseMobile('919876543210')).toBe('9876543210');
    expect(normaliseMobile('12345')).toBeNull();
  });
});

describe('plans', () => {
  const allPlans = (operator: string, circle: string) => plansFor(operator, circle)!.flatMap((g) => g.plans);

  it('group every operator’s plans in every circle into the five categories, none empty', () => {
    expect([...PLAN_OPERATORS].sort()).toEqual([...MOBILE_CODES].sort());
    for (const operator of PLAN_OPERATORS)
      for (const { code } of CIRCLES) {
        const groups = plansFor(operator, code)!;
        expect(groups.map((g) => g.category)).toEqual(PLAN_CATEGORIES.map((c) => c.category));
        for (const g of groups) {
          expect(g.plans.length, `${operator} ${code} ${g.category}`).toBeGreaterThan(0);
          for (const p of g.plans) expect(p.category).toBe(g.category);
          const prices = g.plans.map((p) => p.price);
          expect([...prices].sort((a, b) => a - b)).toEqual(prices);
        }
      }
  });

  it('use positive integer rupee prices, sane validity and unique ids', () => {
    for (const operator of PLAN_OPERATORS)
      for (const { code } of CIRCLES) {
        const plans = allPlans(operator, code);
        expect(new Set(plans.map((p) => p.id)).size).toBe(plans.length);
        for (const p of plans) {
          expect(Number.isInteger(p.price) && p.price > 0 && p.price <= 5000, p.id).toBe(true);
          if (p.validity !== EXISTING_PLAN)
            expect(Number.isInteger(p.validity) && p.validity >= 1 && p.validity <= 400, p.id).toBe(true);
          if (p.category === 'annual') expect(p.validity, p.id).toBeGreaterThanOrEqual(330);
          if (p.category === 'unlimited') expect(p.calls, p.id).toMatch(/Unlimited|minutes/);
          for (const text of [p.data, p.calls, p.sms, p.benefits]) expect(text.trim(), p.id).not.toBe('');
          expect(p.operator).toBe(operator);
          expect(p.circle).toBe(code);
        }
      }
  });

  it('carry the Jio July 2024 tariffs of DOMAIN.md', () => {
    const jio = allPlans('JIO', 'DL');
    const byPrice = (price: number) => jio.find((p) => p.price === price && p.category !== 'talktime');
    for (const price of [189, 249, 299, 399, 449, 579, 799, 1899, 3599])
      expect(byPrice(price), `₹${price}`).toBeDefined();
    expect(byPrice(299)).toMatchObject({ validity: 28, data: '1.5 GB/day' });
    expect(byPrice(399)?.validity).toBe(28);
    expect(byPrice(449)?.validity).toBe(28);
    expect(byPrice(579)?.validity).toBe(56);
    expect(byPrice(799)?.validity).toBe(84);
    expect(byPrice(1899)?.category).toBe('annual');
    expect(byPrice(3599)?.category).toBe('annual');
  });

  it('give unlimited 5G only with 2 GB/day or more, and none on BSNL', () => {
    for (const operator of PLAN_OPERATORS)
      for (const p of allPlans(operator, 'MH')) {
        if (!/5G/.test(p.benefits)) continue;
        expect(operator, p.id).not.toBe('BSNL');
        expect(Number(/^([\d.]+) GB\/day/.exec(p.data)?.[1] ?? 0), p.id).toBeGreaterThanOrEqual(2);
      }
  });

  it('price Airtel and Vi a little above Jio and BSNL below', () => {
    const cheapest28 = (operator: string) =>
      Math.min(
        ...allPlans(operator, 'DL')
          .filter((p) => p.data === '1.5 GB/day' && p.validity === 28)
          .map((p) => p.price),
      );
    expect(cheapest28('AIRTEL')).toBeGreaterThan(cheapest28('JIO'));
    expect(cheapest28('VI')).toBeGreaterThan(cheapest28('JIO'));
    const bsnlMin = Math.min(
      ...allPlans('BSNL', 'UE')
        .filter((p) => p.category === 'unlimited')
        .map((p) => p.price),
    );
    const jioMin = Math.min(
      ...allPlans('JIO', 'UE')
        .filter((p) => p.category === 'unlimited')
        .map((p) => p.price),
    );
    expect(bsnlMin).toBeLessThan(jioMin);
  });

  it('is deterministic and refuses unknown operators and circles', () => {
    expect(plansFor('AIRTEL', 'KA')).toEqual(plansFor('AIRTEL', 'KA'));
    expect(plansFor('MTNL', 'DL')).toBeNull();
    expect(plansFor('JIO', 'XX')).toBeNull();
    expect(findPlan('JIO', 'DL', 'jio-dl-unlimited-299')?.price).toBe(299);
    expect(findPlan('JIO', 'DL', 'jio-mb-unlimited-299')).toBeUndefined();
  });
});

describe('DTH packs', () => {
  it('exist for every DTH operator, priced and valid for a month', () => {
    const dthCodes = operatorsFor(SERVICE_IDS.DTH).map((o) => o.product_code);
    expect([...DTH_PACK_OPERATORS].sort()).toEqual([...dthCodes].sort());
    const ids = new Set<string>();
    for (const code of dthCodes) {
      const packs = dthPacksFor(code)!;
      expect(packs.length, code).toBeGreaterThan(0);
      for (const p of packs) {
        expect(Number.isInteger(p.price) && p.price > 0, p.id).toBe(true);
        expect(p.validity, p.id).toBe(30);
        expect(Number.isInteger(p.channels) && p.channels > 0, p.id).toBe(true);
        expect(ids.has(p.id), p.id).toBe(false);
        ids.add(p.id);
      }
    }
    expect(dthPacksFor('DDFREEDISH')).toBeNull();
  });
});

describe('number labels in Hindi (issue 21)', () => {
  it.each(OPERATORS.map((operator) => [operator.product_code, operator.numberLabel] as const))(
    '%s: its number label, as the refusals write it, has Hindi (message-values.ts)',
    (_code, label) => {
      expect(MESSAGE_VALUES_HI[label.toLowerCase()]).toMatch(/[\u0900-\u097F]/);
      const hindi = translateMessage(MESSAGE_TEMPLATES.noBillDue(label.toLowerCase()), 'hi');
      expect(hindi).toContain(MESSAGE_VALUES_HI[label.toLowerCase()]);
    },
  );
});
