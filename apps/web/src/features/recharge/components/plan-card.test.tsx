/** A plan card gives its description the card's width: price and validity on top, each benefit on its own line, Choose at the foot. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RechargePlan } from '@seva/contracts';
import { renderWithProviders } from '@/test/render';
import { PlanCard } from './plan-card';

const plan: RechargePlan = {
  id: 'jio-299',
  category: 'unlimited',
  amount: 299,
  validity: '28 days',
  description: 'Unlimited calls, 1.5 GB/day',
  data: '1.5 GB/day',
  calls: 'Unlimited',
  sms: '100/day',
  channels: null,
  benefits: 'JioTV, JioCinema and JioCloud included',
};

describe('PlanCard', () => {
  it('shows the price, the validity, each benefit on its own line, and hands the plan back on Choose', async () => {
    const onChoose = vi.fn();
    renderWithProviders(<PlanCard plan={plan} onChoose={onChoose} />);
    const card = screen.getByRole('article', { name: '₹299 for 28 days' });
    expect(within(card).getByText('28 days')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Data: 1.5 GB/day', 'Calls: Unlimited', 'SMS: 100/day']);
    expect(within(card).getByText('JioTV, JioCinema and JioCloud included')).toBeInTheDocument();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Choose the ₹299 plan' }));
    expect(onChoose).toHaveBeenCalledWith(plan);
  });
});
