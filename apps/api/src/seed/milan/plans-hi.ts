/**
 * Hindi of the demo Milan Sathi plans (DEMO_MILAN_PLANS in seed.ts), by plan code; decision 011.
 * 'free' is the literal value of FREE_PLAN_CODE (modules/milan/membership/plans.ts).
 */
export const MILAN_PLANS_HI: Record<string, { name: string; tagline: string }> = {
  free: { name: 'निःशुल्क', tagline: 'प्रोफ़ाइल देखें और कुछ रुचियाँ भेजें' },
  'basic-monthly': { name: 'बेसिक मासिक', tagline: 'जुड़ना शुरू करें' },
  'gold-monthly': { name: 'गोल्ड मासिक', tagline: 'सबसे लोकप्रिय' },
  'basic-yearly': { name: 'बेसिक वार्षिक', tagline: 'चार महीने के दाम में पूरा साल' },
  'gold-yearly': { name: 'गोल्ड वार्षिक', tagline: 'सबसे किफ़ायती, प्रोफ़ाइल बूस्ट के साथ' },
};
