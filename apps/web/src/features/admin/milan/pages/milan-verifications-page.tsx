/**
 * Admin → Milan Sathi → ID verification: the members' ID and selfie uploads,
 * pending ones first (oldest first, so nobody waits longest), or the verified
 * or rejected ones; a request opens for review beside the profile photos.
 */
import { useState } from 'react';
import { VERIFICATION_STATUSES, type AdminVerification } from '@seva/contracts';
import { useMilanVerifications } from '../api/get-milan-verifications';
import { MilanVerificationDialog } from '../components/milan-verification-dialog';
import { MilanVerificationsTable } from '../components/milan-verifications-table';
import { ReviewQueue } from '../components/review-queue';
import { useQueueQuery } from '../hooks/use-queue-query';

export default function MilanVerificationsPage() {
  const queue = useQueueQuery(VERIFICATION_STATUSES);
  const verifications = useMilanVerifications(queue.query);
  const [open, setOpen] = useState<AdminVerification | null>(null);

  return (
    <ReviewQueue
      prefix="milan.verifications"
      queue={queue}
      list={verifications}
      table={(results) => <MilanVerificationsTable verifications={results} onOpen={setOpen} />}
    >
      {open && <MilanVerificationDialog verification={open} onClose={() => setOpen(null)} />}
    </ReviewQueue>
  );
}
