/** Who in the family took an interest's steps (issue 22): the card says it only when a helper did. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { connectionItem } from '../test/fixtures';
import { ConnectionCard } from './connection-card';

const renderCard = (connection: ReturnType<typeof connectionItem>) =>
  renderWithProviders(<ConnectionCard connection={connection} actions={null} />, {
    session: fakeSession({ customer: testCustomer }),
  });

const sunita = { name: 'Sunita', relation: 'parent' } as const;
const rohan = { name: 'Rohan', relation: 'sibling' } as const;

describe('ConnectionCard, family helpers (issue 22)', () => {
  it('says nothing of family when the member took every step', () => {
    renderCard(connectionItem({ status: 'accepted', direction: 'sent' }));
    expect(screen.getByRole('article')).not.toHaveTextContent(/ by /);
  });

  it('says which helper sent a pending interest', () => {
    renderCard(connectionItem({ direction: 'sent', sentBy: sunita }));
    expect(screen.getByText('Sent by Sunita (Parent)')).toBeInTheDocument();
  });

  it('says which helper accepted, declined or withdrew it, by its status', () => {
    const { unmount } = renderCard(connectionItem({ status: 'accepted', sentBy: sunita, answeredBy: rohan }));
    expect(screen.getByText('Sent by Sunita (Parent)')).toBeInTheDocument();
    expect(screen.getByText('Accepted by Rohan (Brother or sister)')).toBeInTheDocument();
    unmount();

    const declined = renderCard(connectionItem({ status: 'declined', answeredBy: rohan }));
    expect(screen.getByText('Declined by Rohan (Brother or sister)')).toBeInTheDocument();
    expect(screen.queryByText(/Sent by/)).not.toBeInTheDocument();
    declined.unmount();

    renderCard(connectionItem({ status: 'cancelled', direction: 'sent', answeredBy: sunita }));
    expect(screen.getByText('Withdrawn by Sunita (Parent)')).toBeInTheDocument();
  });
});
