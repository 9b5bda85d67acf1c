/**
 * The state of a "Download" button whose file is fetched first (an invoice,
 * the data export): busy while `download` runs, and the message to show under
 * the button when it fails (the server's, else `fallback`).
 */
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';

/** Returns `start` (runs `download` once, clearing an earlier failure), `busy` and `failure` ('' when none). */
export function useFileDownload(download: () => Promise<void>, fallback: string) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const start = async () => {
    setBusy(true);
    setFailure('');
    try {
      await download();
    } catch (error) {
      setFailure(errorMessage(error, fallback));
    } finally {
      setBusy(false);
    }
  };
  return { start, busy, failure };
}
