import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RechargePlans } from '@seva/contracts';
import { i18n } from '@/i18n';
import { plan } from './test/fixtures';
import { useLocalizedPlans } from './plan-text';

const tabs = (benefits: string, overrides = {}): RechargePlans => ({
  product_code: 'JIO',
  circle: 'DL',
  categories: [{ category: 'unlimited', label: 'Unlimited', plans: [plan({ benefits, ...overrides })] }],
});

async function localizedIn(language: string, plans: RechargePlans) {
  await i18n.changeLanguage(language);
  const { result } = renderHook(() => useLocalizedPlans());
  return result.current(plans).categories[0]!.plans[0]!;
}

describe('plan phrases in the interface language', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it.each([
    ['Value plan; JioTV, JioCloud', 'किफ़ायती प्लान; JioTV, JioCloud'],
    ['Unlimited 5G data; FanCode, JioTV, JioCloud', 'अनलिमिटेड 5G डेटा; FanCode, JioTV, JioCloud'],
    ['Speed 40 kbps after the daily limit; games', 'रोज़ की सीमा के बाद 40 kbps स्पीड; गेम्स'],
    ['Free data 12–5 am', 'रात 12–5 बजे तक मुफ़्त डेटा'],
    ['Hero Unlimited; Disney+ Hotstar Mobile for a year', 'Hero Unlimited; एक साल के लिए Disney+ Hotstar Mobile'],
    ['Needs an active plan; own validity', 'चालू प्लान ज़रूरी; अपनी अलग वैधता'],
    ['₹16.92 talktime', '₹16.92 टॉकटाइम'],
    ['SD; Tamil entertainment and news', 'SD; तमिल मनोरंजन और समाचार'],
    ['HD; everything in Hindi Sports', 'HD; Hindi Sports का सब कुछ'],
    ['A benefit we do not know', 'A benefit we do not know'],
  ])('words “%s” as “%s” in Hindi', async (english, hindi) => {
    expect((await localizedIn('hi', tabs(english))).benefits).toBe(hindi);
  });

  it('words the facts and keeps English as the aggregator sent it', async () => {
    const facts = {
      validity: '84 days',
      data: '6 GB total',
      calls: 'Unlimited',
      sms: '1,000 total',
      description: '6 GB total · 84 days',
    };
    expect(await localizedIn('hi', tabs('Value plan', facts))).toMatchObject({
      validity: '84 दिन',
      data: 'कुल 6 GB',
      calls: 'अनलिमिटेड',
      sms: 'कुल 1,000',
      description: 'कुल 6 GB · 84 दिन',
    });
    expect(await localizedIn('en', tabs('Value plan', facts))).toMatchObject({ ...facts, benefits: 'Value plan' });
  });
});
