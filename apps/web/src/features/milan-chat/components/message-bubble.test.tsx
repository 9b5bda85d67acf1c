/** A family helper's message says who wrote it (issue 22); the member's own and the other member's do not. */
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { MessageBubble } from './message-bubble';

const bubble = (props: Partial<Parameters<typeof MessageBubble>[0]> = {}) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MessageBubble body="Namaste!" createdAt="2025-03-12T04:05:00.000Z" mine author="You" state="sent" {...props} />
    </I18nextProvider>,
  );

describe('MessageBubble, family helpers (issue 22)', () => {
  it('captions a message a helper wrote with their name and relation', () => {
    bubble({ sentBy: { name: 'Sunita', relation: 'parent' } });
    expect(screen.getByText('Sunita · Parent')).toBeInTheDocument();
  });

  it('in Hindi too', async () => {
    await i18n.changeLanguage('hi');
    bubble({ mine: false, author: 'Ananya', state: undefined, sentBy: { name: 'Rohan', relation: 'sibling' } });
    expect(screen.getByText('Rohan · भाई या बहन')).toBeInTheDocument();
  });

  it('has no caption when the member wrote it', () => {
    bubble({ sentBy: null });
    expect(screen.queryByText(/·/)).not.toBeInTheDocument();
  });
});
