/**
 * "Choose from contacts" beside the mobile number (issue 23): shown only where the browser has the Contact
 * Picker API; the chosen contact's mobile fills the field (contact-picker.ts, fetched on the tap: its phone
 * number library stays out of the page's first download, and out of the entry's list of what the page needs).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui';
import type { PickedContact } from '../contact-picker';
import { contactsManager } from '../contact-support';

function ContactsIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="none" stroke="currentColor" strokeWidth={1.8}>
      <circle cx="12" cy="8" r="3.5" />
      <path d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" strokeLinecap="round" />
    </svg>
  );
}

export function ContactPickerButton({ onPick }: { onPick: (contact: PickedContact) => void }) {
  const { t } = useTranslation('recharge');
  const [manager] = useState(contactsManager);
  if (!manager) return null;

  const choose = async () => {
    try {
      const { pickContact } = await import('../contact-picker');
      const picked = await pickContact(manager);
      if (picked === 'no-mobile') toast.warning(t('contacts.noMobile'));
      else if (picked) onPick(picked);
    } catch {
      toast.error(t('contacts.failed'));
    }
  };

  return (
    <Button
      variant="secondary"
      aria-label={t('contacts.choose')}
      title={t('contacts.choose')}
      className="mt-6 shrink-0"
      onClick={() => void choose()}
    >
      <ContactsIcon />
    </Button>
  );
}
