import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';

/**
 * Pending and error state of a sandbox dialog's buttons: one call at a time;
 * a call that fails shows the server message (else `fallback`), takes focus so
 * Esc and Tab still work inside the dialog, and leaves the buttons ready again.
 */
export function useSandboxChoice<O extends string>(call: (outcome: O) => Promise<void>, fallback: string) {
  const [pending, setPending] = useState<O | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const choose = async (outcome: O) => {
    if (busy.current) return;
    busy.current = true;
    setPending(outcome);
    setError(null);
    try {
      await call(outcome);
    } catch (caught) {
      busy.current = false;
      setPending(null);
      setError(errorMessage(caught, fallback));
    }
  };

  return { pending, error, errorRef, choose };
}
