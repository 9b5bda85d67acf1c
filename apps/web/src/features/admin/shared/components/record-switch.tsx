/**
 * A list row's on/off switch for one boolean of a content record (`active`,
 * a live stream's `isLive`): PATCHes `{ [field]: value }`, shows the new state
 * at once and goes back with the server's reason if it refuses.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import { useSaveContent, type ContentResource } from '../api/content-resource';
import { ToggleSwitch } from '@/components/ui/toggle-switch';

type RecordSwitchProps<Item, Create, Update> = {
  resource: ContentResource<Item, Create, Update>;
  id: string;
  field: 'active' | 'isLive';
  checked: boolean;
  /** The accessible name ("Show Aarti on the site"). */
  label: string;
};

export function RecordSwitch<Item, Create, Update>({
  resource,
  id,
  field,
  checked,
  label,
}: RecordSwitchProps<Item, Create, Update>) {
  const { t } = useTranslation('admin');
  const save = useSaveContent(resource);
  const [wanted, setWanted] = useState<boolean | null>(null);
  // The list caught up with the change: follow it again.
  if (wanted !== null && wanted === checked && !save.isPending) setWanted(null);

  const onChange = (value: boolean) => {
    setWanted(value);
    save.mutate(
      { id, body: { [field]: value } as Update },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => {
          setWanted(null);
          toast.error(errorMessage(error, t('content.common.switchFailed')));
        },
      },
    );
  };

  return <ToggleSwitch label={label} checked={wanted ?? checked} disabled={save.isPending} onChange={onChange} />;
}
