import { toast } from 'sonner';
import type { AuthResult } from '@seva/contracts';
import { authStorage } from '@/lib/auth-storage';
import { closeModal } from '@/lib/modal-store';
import { useSession } from '@/lib/session';

/**
 * Keeps an e-mail + password login exactly as the OTP login keeps its own
 * (SPEC §4 "Login success"): stores phone, token and userId, closes the
 * modal, toasts `message` and reloads the customer (resolves after that).
 */
export function useSaveLogin(): (result: AuthResult, message: string) => Promise<void> {
  const session = useSession();
  return async (result, message) => {
    authStorage.saveLogin({ phone: result.user.phone, accessToken: result.token, userId: result.user._id });
    closeModal();
    toast.success(message);
    await session.refresh();
  };
}
