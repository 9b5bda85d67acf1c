/**
 * Whose Milan Sathi account the pages show (issue 22): the family member's
 * a helper acts for (lib/acting-account), else the signed-in customer's own;
 * undefined for a visitor. Query keys carry it, and "mine" in the chat is
 * judged by it (the account's messages are the helper's side of it).
 */
import { useActingAccount } from '@/lib/acting-account';
import { useSession } from '@/lib/session';

export function useMilanViewerId(): string | undefined {
  const acting = useActingAccount();
  const customerId = useSession().customer?.userid;
  return customerId && acting ? acting.accountId : customerId;
}
