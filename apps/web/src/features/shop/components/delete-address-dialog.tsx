/**
 * SPEC §5: deleting an address asks "Are you sure? You want to delete!!!" with
 * Yes / No. Yes deletes; toasts the catalogue's success message, else the
 * server message, else the catalogue default.
 */
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Address } from '@seva/contracts';
import { Button, Dialog } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useDeleteAddress } from '../api/delete-address';

type DeleteAddressDialogProps = { address: Address | null; onClose: () => void; onDeleted: (id: string) => void };

/** The delete confirmation; open while `address` is set. */
export function DeleteAddressDialog({ address, onClose, onDeleted }: DeleteAddressDialogProps) {
  const { t } = useTranslation(['shop', 'messages']);
  const remove = useDeleteAddress();

  const yes = async () => {
    if (!address) return;
    try {
      const response = await remove.mutateAsync(address._id);
      if (!response.success) {
        toast.error(response.message || t('messages:failedToDeleteAddress'));
        return;
      }
      toast.success(t('messages:addressDeleted'));
      onDeleted(address._id);
    } catch (error) {
      toast.error(errorMessage(error, t('messages:failedToDeleteAddress')));
    }
  };

  return (
    <Dialog
      open={address !== null}
      alert
      size="sm"
      onClose={onClose}
      title={t('messages:confirmDeleteAddress')}
      description={address ? `${address.name}, ${address.houseNo}, ${address.city}` : undefined}
    >
      <div className="mt-2 grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending} data-autofocus="">
          {t('address.no')}
        </Button>
        <Button variant="danger" onClick={() => void yes()} loading={remove.isPending}>
          {t('address.yes')}
        </Button>
      </div>
    </Dialog>
  );
}
