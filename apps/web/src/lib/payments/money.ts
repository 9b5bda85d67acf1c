/** Amounts as the payment dialogs show them: en-IN rupees. */
import { formatRupees } from '@/lib/format';

/** "₹1,00,000" or "₹1,100.50" for an amount in integer paise (paise shown only when present). */
export function formatPaise(paise: number): string {
  return formatRupees(paise / 100);
}
