/**
 * Add or edit an address in a dialog. Toasts exactly the catalogue's success
 * message (SPEC §8), else the server message, else the catalogue default.
 */
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Address } from '@seva/contracts';
import { Dialog } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useSaveAddress } from '../api/save-address';
import type { AddressOutput } from '../form/address-form';
import { AddressForm } from './address-form';

type AddressDialogProps = {
  open: boolean;
  /** The address to edit; absent to add one. */
  address?: Address;
  onClose: () => void;
  /** The saved address (new or updated). */
  onSaved: (address: Address) => void;
};

/** The address form in a dialog, saving through add_address / update_address. */
export function AddressDialog({ open, address, onClose, onSaved }: AddressDialogProps) {
  const { t } = useTranslation(['shop', 'messages']);
  const { customer } = useSession();
  const save = useSaveAddress();
  const editing = Boolean(address);
  const failed = editing ? t('messages:failedToUpdateAddress') : t('messages:failedToCreateAddress');

  const submit = async (fields: AddressOutput) => {
    try {
      const response = await save.mutateAsync({ addressId: address?._id, fields });
      if (!response.success) {
        toast.error(response.message || failed);
        return;
      }
      toast.success(editing ? t('messages:addressUpdated') : t('messages:addressCreated'));
      onSaved(response.data);
    } catch (error) {
      toast.error(errorMessage(error, failed));
    }
  };

  const name = [customer?.firstname, customer?.lastname].filter(Boolean).join(' ');
  return (
    <Dialog open={open} onClose={onClose} size="lg" title={editing ? t('address.editTitle') : t('address.addTitle')}>
      <AddressForm
        address={address}
        defaults={{ name, mobile: customer?.mobile ?? '' }}
        saving={save.isPending}
        onSubmit={(fields) => void submit(fields)}
        onCancel={onClose}
      />
    </Dialog>
  );
}
