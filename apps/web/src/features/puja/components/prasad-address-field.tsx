/**
 * Where the prasad goes: one of the customer's saved addresses (newest first;
 * the form chooses the newest by default) or "No prasad delivery". With none saved it says so and the booking goes
 * without prasad delivery (addresses are managed on the shop's address page).
 * Prasad is posted in India only: a customer paying from abroad is told to
 * choose the address of someone there.
 */
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Address } from '@seva/contracts';
import { Skeleton } from '@/components/ui';
import { formatIndianMobile } from '@/lib/format';
import { useSavedAddresses } from '../api/get-addresses';

const optionClass =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-gray-200 bg-white p-3 has-[:checked]:border-primary has-[:checked]:ring-1 has-[:checked]:ring-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary';

function AddressText({ address }: { address: Address }) {
  return (
    <span className="min-w-0 text-sm text-gray-700">
      <span className="block font-semibold text-gray-900">{address.name}</span>
      <span className="block">{[address.houseNo, address.area, address.landmark].filter(Boolean).join(', ')}</span>
      <span className="block">
        {address.city}, {address.state} – {address.pincode}
      </span>
      <span className="block text-gray-600">{formatIndianMobile(address.mobile)}</span>
    </span>
  );
}

/**
 * The prasad address radios, registered on the form field that holds the
 * address id ('' for none); `abroad` adds that prasad goes to India only.
 */
export function PrasadAddressField({
  registration,
  abroad = false,
}: {
  registration: UseFormRegisterReturn;
  abroad?: boolean;
}) {
  const { t } = useTranslation('puja');
  const addresses = useSavedAddresses();
  const legendId = useId();
  const list = addresses.data ?? [];

  let body;
  if (addresses.isPending) {
    body = (
      <div className="flex flex-col gap-2" role="status" aria-label={t('book.prasad.loading')}>
        <Skeleton className="h-12 w-full rounded-xl" />
        <Skeleton className="h-24 w-full rounded-xl" />
      </div>
    );
  } else if (list.length === 0) {
    body = <p className="text-sm text-gray-600">{t('book.prasad.noAddress')}</p>;
  } else {
    body = (
      <ul className="flex flex-col gap-2">
        <li>
          <label className={optionClass}>
            <input type="radio" value="" className="mt-1 size-4 shrink-0 accent-primary" {...registration} />
            <span className="text-sm">
              <span className="block font-semibold text-gray-900">{t('book.prasad.none')}</span>
              <span className="block text-gray-600">{t('book.prasad.noneHint')}</span>
            </span>
          </label>
        </li>
        {list.map((address) => (
          <li key={address._id}>
            <label className={optionClass}>
              <input
                type="radio"
                value={address._id}
                className="mt-1 size-4 shrink-0 accent-primary"
                {...registration}
              />
              <AddressText address={address} />
            </label>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <fieldset className="min-w-0" aria-labelledby={legendId}>
      <legend id={legendId} className="mb-2 text-sm font-medium text-gray-800">
        {t('book.fields.prasad')}
      </legend>
      {abroad && <p className="mb-2 text-sm text-gray-600">{t('book.prasad.abroad')}</p>}
      {body}
    </fieldset>
  );
}
