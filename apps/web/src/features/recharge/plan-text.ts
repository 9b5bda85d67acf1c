/**
 * Plans and packs in the interface language (issue 21). The aggregator describes them in English, in a small set
 * of phrases ("28 days", "1.5 GB/day", "Unlimited", "100/day", "Value plan; JioTV, JioCloud", "SD; adds sports");
 * each phrase it uses is matched here and worded through the `recharge` namespace's `planText` keys, with its
 * figures kept. A phrase we do not know (a new benefit, a brand such as JioTV) stays as sent: no translation at
 * runtime. Applied as the plans query's `select`, so cards, the chosen plan and the plan search all read the same.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { RechargePlan, RechargePlans } from '@seva/contracts';

/** An aggregator phrase (whole segment) → its `planText` key; named groups become the key's values. */
const PHRASES: readonly [RegExp, string][] = [
  [/^(?<count>\d+) days$/, 'days'],
  [/^Existing plan$/, 'existingPlan'],
  [/^(?<value>[\d.]+ GB)\/day$/, 'perDay'],
  [/^(?<value>[\d,]+)\/day$/, 'perDay'],
  [/^(?<value>[\d.,]+(?: GB)?) total$/, 'total'],
  [/^(?<count>\d+) minutes$/, 'minutes'],
  [/^Unlimited$/, 'unlimited'],
  [/^None$/, 'none'],
  [/^At base tariff$/, 'baseTariff'],
  [/^Value plan$/, 'valuePlan'],
  [/^Unlimited 5G data$/, 'unlimited5g'],
  [/^Needs an active plan$/, 'needsActivePlan'],
  [/^own validity$/, 'ownValidity'],
  [/^Long validity$/, 'longValidity'],
  [/^games$/, 'games'],
  [/^Speed (?<value>\d+) kbps after the daily limit$/, 'slowAfterLimit'],
  [/^Free data (?<hours>[\d–-]+) am$/, 'freeNightData'],
  [/^₹(?<value>[\d,.]+) talktime$/, 'talktime'],
  [/^Hero Unlimited: weekend data rollover, night data (?<hours>[\d–-]+) am$/, 'heroUnlimited'],
  [/^(?<what>[^;]+) for a year$/, 'forAYear'],
  [/^(?<language>[A-Z][a-z]+) entertainment and news$/, 'entertainmentNews'],
  [/^Hindi entertainment, news and movies$/, 'hindiEntertainmentNewsMovies'],
  [/^adds sports$/, 'addsSports'],
  [/^adds movies and kids$/, 'addsMoviesKids'],
  [/^adds kids and infotainment$/, 'addsKidsInfotainment'],
  [/^four southern languages$/, 'fourSouthernLanguages'],
  [/^everything in (?<pack>[^;]+)$/, 'everythingIn'],
];

/** One phrase in the interface language, or as sent when unknown. */
function phrase(t: TFunction<'recharge'>, text: string): string {
  for (const [pattern, key] of PHRASES) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values: Record<string, string | number> = { ...match.groups };
    if (typeof values.count === 'string') values.count = Number(values.count);
    if (typeof values.language === 'string') {
      values.language = t(`planText.languages.${values.language}`, { defaultValue: values.language });
    }
    return t(`planText.${key}`, values);
  }
  return text;
}

/** A plan text, whole or else part by part between "; " (benefits: "Value plan; JioTV, JioCloud"). */
function planText(t: TFunction<'recharge'>, text: string): string {
  const whole = phrase(t, text);
  if (whole !== text) return whole;
  return text
    .split('; ')
    .map((part) => phrase(t, part))
    .join('; ');
}

/** `plan` with its validity, data, calls, SMS, summary and benefits in the interface language. */
function localizedPlan(t: TFunction<'recharge'>, plan: RechargePlan): RechargePlan {
  const text = (value: string) => planText(t, value);
  const optional = (value: string | null) => value && text(value);
  return {
    ...plan,
    validity: text(plan.validity),
    data: optional(plan.data),
    calls: optional(plan.calls),
    sms: optional(plan.sms),
    description: plan.description
      .split(' · ')
      .map((part) => text(part))
      .join(' · '),
    benefits: text(plan.benefits),
  };
}

/**
 * The plans query's `select`: every tab's label (by category) and plans in the interface language. Keeps its
 * identity until the language changes.
 */
export function useLocalizedPlans(): (plans: RechargePlans) => RechargePlans {
  const { i18n } = useTranslation('recharge');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const t = i18n.getFixedT(language, 'recharge');
    return (plans: RechargePlans) => ({
      ...plans,
      categories: plans.categories.map((tab) => ({
        ...tab,
        label: t(`planText.categories.${tab.category}`, { defaultValue: tab.label }),
        plans: tab.plans.map((plan) => localizedPlan(t, plan)),
      })),
    });
  }, [i18n, language]);
}

/** A bought plan's validity and one-line summary (recent numbers, issue 23) in the interface language. */
export function useBoughtPlanText(): (plan: { validity: string; description: string }) => {
  validity: string;
  description: string;
} {
  const { t } = useTranslation('recharge');
  return (plan) => {
    const { validity, description } = localizedPlan(t, {
      id: '',
      category: 'unlimited',
      amount: 0,
      validity: plan.validity,
      data: null,
      calls: null,
      sms: null,
      channels: null,
      description: plan.description,
      benefits: '',
    });
    return { validity, description };
  };
}
