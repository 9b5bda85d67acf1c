import { toast } from 'sonner';
import { ApiError, errorMessage } from '@/lib/api-client';

/**
 * What a review dialog does once its decision is answered: success toasts
 * the server's message and closes it; a failure toasts the server's message
 * (else `failed`), and a 409 (another admin decided first; the queue
 * reloads) closes it too.
 */
export function decisionCallbacks(onDone: () => void, failed: string) {
  return {
    onSuccess: (answer: { message: string }) => {
      toast.success(answer.message);
      onDone();
    },
    onError: (error: Error) => {
      toast.error(errorMessage(error, failed));
      if (error instanceof ApiError && error.status === 409) onDone();
    },
  };
}
