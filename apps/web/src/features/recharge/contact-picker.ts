/**
 * The Contact Picker API (issue 23; Chrome on Android: `navigator.contacts.select`): the customer picks one
 * contact and the recharge form gets its name and mobile number, normalised to the 10-digit Indian national
 * number by the contracts' phone helper (libphonenumber: +91, 0, spaces and hyphens dropped). Browsers without
 * the API (desktop, iOS Safari) never show the button.
 */
import { normaliseIndianMobile } from '@seva/contracts';
import type { ContactsManager } from './contact-support';

/** A picked contact: its name ('' when it has none) and its first Indian mobile number. */
export type PickedContact = { name: string; number: string };

/**
 * Opens the browser's contact picker (`manager`: contact-support.ts contactsManager) for one contact. Answers the contact with its first number that is an
 * Indian mobile; null when the customer closed the picker without choosing; 'no-mobile' when the contact has no
 * Indian mobile number. Throws what the browser throws (e.g. the picker is already open).
 */
export async function pickContact(manager: ContactsManager): Promise<PickedContact | 'no-mobile' | null> {
  const [contact] = await manager.select(['name', 'tel'], { multiple: false });
  if (!contact) return null;
  const number = (contact.tel ?? []).map(normaliseIndianMobile).find((n): n is string => n !== null);
  if (!number) return 'no-mobile';
  return { name: contact.name?.find((n) => n.trim())?.trim() ?? '', number };
}
