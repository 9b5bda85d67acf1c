import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REFUND_WORKING_DAYS } from '@seva/contracts';
import { i18n } from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { RefundNote, refundNoteKey } from './refund-note';

describe('RefundNote (issue 20: the refund names the method and its usual time)', () => {
  it.each([
    ['upi', 'The refund goes back to your UPI account, usually within 2–7 working days.'],
    ['card', 'The refund goes back to your card, usually within 5–10 working days.'],
    ['emi', 'The refund goes back to your card, usually within 5–10 working days.'],
    ['netbanking', 'The refund goes back to your bank account, usually within 2–10 working days.'],
    ['wallet', 'The refund goes back to your wallet, usually within 3 working days (often the same day).'],
    [null, 'The refund goes back to the card, UPI or bank account you paid from, usually within 10 working days.'],
    [
      'paylater',
      'The refund goes back to the card, UPI or bank account you paid from, usually within 10 working days.',
    ],
  ])('paid by %s: %s', async (method, text) => {
    renderWithProviders(<RefundNote method={method} />);
    expect(await screen.findByTestId('refund-note')).toHaveTextContent(text);
  });

  it('says the same timelines as the contracts, in English and Hindi', async () => {
    await i18n.loadNamespaces('payments');
    for (const [destination, { from, to }] of Object.entries(REFUND_WORKING_DAYS)) {
      const english = i18n.getFixedT(
        'en',
        'payments',
      )(refundNoteKey(destination === 'bank' ? 'netbanking' : destination));
      expect(english).toContain(from === 0 ? `${to} working days` : `${from}–${to} working days`);
    }
    await i18n.loadLanguages('hi');
    await i18n.loadNamespaces('payments');
    expect(i18n.getFixedT('hi', 'payments')(refundNoteKey('upi'))).toBe(
      'रिफ़ंड आपके UPI खाते में वापस आएगा, आमतौर पर 2–7 कार्य दिवसों में।',
    );
  });
});
