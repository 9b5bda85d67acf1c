/** Amounts as the payment dialogs show them: en-IN rupees, en-US dollars. */
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const rupeesWithPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "₹1,00,000" or "₹1,100.50" for an amount in integer paise (paise shown only when present). */
export function formatPaise(paise: number): string {
  return (paise % 100 === 0 ? rupees : rupeesWithPaise).format(paise / 100);
}
