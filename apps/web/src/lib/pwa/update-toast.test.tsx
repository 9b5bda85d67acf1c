import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { offerUpdate } from './update-toast';

describe('the update prompt', () => {
  it('says a new version is ready, and Reload switches to it', async () => {
    const reload = vi.fn();
    renderWithProviders(<p>page</p>);
    await offerUpdate(reload);
    expect(await screen.findByText('A new version of Seva is ready')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    // A click alone: sonner's swipe handling asks jsdom for pointer capture, which it does not have.
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
