/**
 * The courier and AWB number asked for when an order is marked shipped
 * (issue 23): the courier from a list of known ones (their tracking pages
 * link straight to the consignment) or typed, checked by the same schema as
 * the server (contracts' adminOrderStatusBodySchema) before it is sent.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminOrderStatusBodySchema, COURIERS } from '@seva/contracts';
import { Button, Dialog, TextField } from '@/components/ui';
import type { ShipmentInput } from '../api/update-order-status';

type ShipOrderDialogProps = {
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onShip: (shipment: ShipmentInput) => void;
};

export function ShipOrderDialog({ open, pending, onCancel, onShip }: ShipOrderDialogProps) {
  const { t } = useTranslation('admin');
  const listId = useId();
  const [courier, setCourier] = useState('');
  const [awb, setAwb] = useState('');
  const [errors, setErrors] = useState<{ courier?: string; awb?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminOrderStatusBodySchema.safeParse({ status: 'shipped', courier, awb });
    if (!parsed.success) {
      const found: { courier?: string; awb?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'courier' || field === 'awb') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onShip({ courier: parsed.data.courier ?? courier, awb: parsed.data.awb ?? awb });
  };

  return (
    <Dialog open={open} onClose={() => !pending && onCancel()} size="sm" title={t('shop.orders.ship.title')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <TextField
          label={t('shop.orders.ship.courier')}
          list={listId}
          value={courier}
          onChange={(event) => setCourier(event.target.value)}
          error={errors.courier}
          autoComplete="off"
        />
        <datalist id={listId}>
          {COURIERS.map((known) => (
            <option key={known.name} value={known.name} />
          ))}
        </datalist>
        <TextField
          label={t('shop.orders.ship.awb')}
          value={awb}
          onChange={(event) => setAwb(event.target.value)}
          error={errors.awb}
          hint={t('shop.orders.ship.awbHint')}
          autoComplete="off"
        />
        <div className="flex justify-end gap-2 pt-1">
          <Button type="button" variant="secondary" disabled={pending} onClick={onCancel}>
            {t('shop.orders.ship.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('shop.orders.ship.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
