import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OtpInput, emptyOtp } from './otp-input';

function Harness({ onComplete }: { onComplete?: (code: string) => void }) {
  const [value, setValue] = useState(emptyOtp(4));
  return (
    <>
      <OtpInput value={value} onChange={setValue} onComplete={onComplete} length={4} />
      <output data-testid="code">{value.join('')}</output>
    </>
  );
}

const box = (n: number) => screen.getByLabelText(`OTP digit ${n}`);

describe('OtpInput', () => {
  it('labels each box "OTP digit 1".."OTP digit 4"', () => {
    render(<Harness />);
    for (const n of [1, 2, 3, 4]) expect(box(n)).toBeInTheDocument();
  });

  it('moves to the next box as digits are typed', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);

    await user.click(box(1));
    await user.keyboard('4');
    expect(box(1)).toHaveValue('4');
    expect(box(2)).toHaveFocus();

    await user.keyboard('827');
    expect(screen.getByTestId('code')).toHaveTextContent('4827');
    expect(box(4)).toHaveFocus();
    expect(onComplete).toHaveBeenCalledWith('4827');
  });

  it('refuses characters that are not digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('a');
    expect(box(1)).toHaveValue('');
    expect(box(1)).toHaveFocus();
  });

  it('clears the box, then goes back one box on Backspace', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('123');
    expect(box(4)).toHaveFocus();

    // Box 4 is empty: Backspace clears box 3 and moves there.
    await user.keyboard('{Backspace}');
    expect(box(3)).toHaveFocus();
    expect(screen.getByTestId('code')).toHaveTextContent(/^12$/);

    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(screen.getByTestId('code')).toHaveTextContent(/^1$/);
  });

  it('fills every box from a pasted code, ignoring spaces and dashes', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(box(1));
    await user.paste('12-34');
    expect([1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value)).toEqual(['1', '2', '3', '4']);
    expect(onComplete).toHaveBeenCalledWith('1234');
  });

  it('fills from the box the code is pasted into, and never past the last box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(3));
    await user.paste('9876');
    expect(screen.getByTestId('code')).toHaveTextContent(/^98$/);
    expect(box(3)).toHaveValue('9');
    expect(box(4)).toHaveValue('8');
  });

  it('spreads an autofilled code (several digits in one box) over the boxes', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: '5678' } });
    expect(screen.getByTestId('code')).toHaveTextContent('5678');
  });
});
