/**
 * Operator and circle detection (DOMAIN.md ★): once the typed mobile number
 * has 10 digits, ask POST /api/recharge/lookup and hand the answer to
 * `onFound` (the form fills its selects, which stay changeable). A 404 means
 * the number is unknown and a 400 that it is not a valid mobile: either way
 * the customer picks by hand, told why. Only the latest number's answer counts.
 */
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RechargeLookup } from '@seva/contracts';
import { ApiError } from '@/lib/api-client';
import { numberLookupQueryOptions } from '../api/lookup-number';
import { MOBILE_PATTERN, normaliseMobile } from '../numbers';

export type LookupState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'found'; found: RechargeLookup }
  /** 404: the aggregator does not know the number. */
  | { kind: 'unknown' }
  /** 400: the server says the number is not valid (its message). */
  | { kind: 'invalid'; message: string | undefined }
  /** No answer, or a server error: detection is unavailable. */
  | { kind: 'failed' };

export function useNumberLookup(onFound: (found: RechargeLookup) => void) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LookupState>({ kind: 'idle' });
  const latest = useRef('');

  /** Call with the typed value on every change; looks up once per new valid number. */
  const check = (typed: string) => {
    const number = normaliseMobile(typed);
    if (!MOBILE_PATTERN.test(number)) {
      latest.current = '';
      setState({ kind: 'idle' });
      return;
    }
    if (number === latest.current) return;
    latest.current = number;
    setState({ kind: 'loading' });
    queryClient.fetchQuery(numberLookupQueryOptions(number)).then(
      (found) => {
        if (latest.current !== number) return;
        setState({ kind: 'found', found });
        onFound(found);
      },
      (error: unknown) => {
        if (latest.current !== number) return;
        if (error instanceof ApiError && error.status === 404) setState({ kind: 'unknown' });
        else if (error instanceof ApiError && error.status === 400)
          setState({ kind: 'invalid', message: error.serverMessage });
        else setState({ kind: 'failed' });
      },
    );
  };

  return { state, check };
}
