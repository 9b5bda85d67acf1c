import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OTP_RESEND_WAIT_SECONDS } from '@seva/contracts';
import { ResendCountdown } from './resend-countdown';

describe('ResendCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  // One act per second: each second's timer is set by the effect after the previous render.
  const tick = (seconds: number) => {
    for (let i = 0; i < seconds; i++) act(() => vi.advanceTimersByTime(1000));
  };

  it('counts down from 30 s, then offers Resend OTP', () => {
    render(<ResendCountdown seconds={OTP_RESEND_WAIT_SECONDS} restartKey={1} onResend={() => {}} />);
    expect(OTP_RESEND_WAIT_SECONDS).toBe(30);
    expect(screen.getByText('Resend OTP in 30s')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();

    tick(29);
    expect(screen.getByText('Resend OTP in 1s')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();

    tick(1);
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeInTheDocument();
    expect(screen.queryByText(/Resend OTP in/)).not.toBeInTheDocument();
  });

  it('calls onResend and starts the wait again when the key changes', () => {
    const onResend = vi.fn();
    const { rerender } = render(<ResendCountdown seconds={30} restartKey={1} onResend={onResend} />);
    tick(30);
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(onResend).toHaveBeenCalledTimes(1);

    rerender(<ResendCountdown seconds={30} restartKey={2} onResend={onResend} />);
    expect(screen.getByText('Resend OTP in 30s')).toBeInTheDocument();
    tick(10);
    expect(screen.getByText('Resend OTP in 20s')).toBeInTheDocument();
  });
});
