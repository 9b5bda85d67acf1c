/**
 * "Choose from contacts" beside the mobile number (issue 23): shown only where the browser has the Contact
 * Picker API; the chosen contact's mobile fills the field (contact-picker.ts).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui';
import { contactPickerSupported, pickContact, type PickedContact } from '../contact-picker';

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
  const [supported] = useState(contactPickerSupported);
  if (!supported) return null;

  const choose = async () => {
    try {
      const picked = await pickContact();
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
