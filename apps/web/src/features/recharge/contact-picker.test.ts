import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickContact } from './contact-picker';
import { contactsManager } from './contact-support';

/** Gives the page a fake Contact Picker answering `contacts`. */
function fakeContacts(contacts: { name?: string[]; tel?: string[] }[]) {
  const select = vi.fn().mockResolvedValue(contacts);
  Object.defineProperty(navigator, 'contacts', { value: { select }, configurable: true });
  return select;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'contacts');
});

describe('the Contact Picker', () => {
  it('is unsupported without navigator.contacts', () => {
    expect(contactsManager()).toBeNull();
  });

  it('asks for one contact’s name and numbers and answers its first Indian mobile, 10 digits', async () => {
    const select = fakeContacts([{ name: ['Ravi Kumar'], tel: ['+1 415 555 0100', '+91 98765-43210'] }]);
    expect(await pickContact(contactsManager()!)).toEqual({ name: 'Ravi Kumar', number: '9876543210' });
    expect(select).toHaveBeenCalledWith(['name', 'tel'], { multiple: false });
  });

  it.each([
    ['a leading 0 and spaces', '0 98765 43210'],
    ['91 without the plus', '919876543210'],
  ])('normalises %s', async (_case, tel) => {
    fakeContacts([{ tel: [tel] }]);
    expect(await pickContact(contactsManager()!)).toEqual({ name: '', number: '9876543210' });
  });

  it('says so when the contact has no Indian mobile, and answers null when the picker is closed', async () => {
    fakeContacts([{ name: ['Office'], tel: ['011 2345 6789'] }]);
    expect(await pickContact(contactsManager()!)).toBe('no-mobile');
    fakeContacts([]);
    expect(await pickContact(contactsManager()!)).toBeNull();
  });
});
