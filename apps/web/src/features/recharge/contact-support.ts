/** Whether the browser has the Contact Picker API (issue 23), without the phone library contact-picker.ts needs. */

/** The slice of the Contact Picker API we use. */
export interface ContactsManager {
  select(
    properties: ('name' | 'tel')[],
    options?: { multiple?: boolean },
  ): Promise<{ name?: string[]; tel?: string[] }[]>;
}

/** The browser's contacts manager, or null where there is none (desktop, iOS Safari). */
export function contactsManager(): ContactsManager | null {
  const contacts = (globalThis.navigator as (Navigator & { contacts?: ContactsManager }) | undefined)?.contacts;
  return contacts && typeof contacts.select === 'function' ? contacts : null;
}
