import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

/** A dialog whose button turns disabled while it "works", dropping focus to the page, and a nested confirm. */
function Harness() {
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Order #8d460569">
        <button disabled={busy} onClick={() => setBusy(true)}>
          Mark as shipped
        </button>
        <button onClick={() => setConfirming(true)}>Cancel order</button>
        <Dialog open={confirming} onClose={() => setConfirming(false)} alert title="Cancel this order?">
          <button>Keep order</button>
        </Dialog>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('closes on Esc even after focus fell out of it, and Tab brings focus back in', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    // Browsers drop focus out of the panel when the focused button turns disabled; jsdom does not, so move it.
    const outside = screen.getByRole('button', { name: 'Open', hidden: true });
    outside.focus();
    await user.tab();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    outside.focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes only the innermost dialog on Esc', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Open', hidden: true }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Order #8d460569' })).toBeInTheDocument();
  });
});
