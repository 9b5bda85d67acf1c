/**
 * The notification settings (issue 23), at /dashboard/notifications?view=settings:
 * for every kind, switches for push (this customer's subscribed devices), SMS
 * and e-mail (only to a verified address); in the app is always on, as the
 * bell lists every notification. A change saves at once; "Turn on for this
 * phone" subscribes this device (lib/push/device.ts).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { NotificationChannel, NotificationKind, NotificationSetting } from '@seva/contracts';
import { Button, LoadError, Skeleton } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings';

/** The switchable channels in column order (contracts NOTIFICATION_CHANNELS; a type-only import keeps zod's schemas out of this chunk). */
const CHANNELS = ['push', 'sms', 'email'] as const satisfies readonly NotificationChannel[];

function ThisPhone({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('notifications');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const turnOn = async () => {
    setBusy(true);
    // Fetched on the press: the list's chunk does not carry the push code.
    const { PushSetupError, subscribeThisDevice } = await import('@/lib/push/device');
    try {
      await subscribeThisDevice();
      onDone();
    } catch (error) {
      setNote(
        error instanceof PushSetupError
          ? t(`settings.push.${error.reason}`)
          : errorMessage(error, t('settings.failed')),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-amber-50 p-3 text-sm text-gray-900">
      <p>{t('settings.push.none')}</p>
      <Button size="sm" className="self-start" loading={busy} onClick={() => void turnOn()}>
        {t('settings.push.turnOn')}
      </Button>
      {note && <p role="status">{note}</p>}
    </div>
  );
}

export function NotificationSettings() {
  const { t } = useTranslation(['notifications', 'messages']);
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();

  if (settings.isPending)
    return <Skeleton className="h-96 w-full rounded-2xl" data-testid="notification-settings-skeleton" />;
  if (settings.isError) return <LoadError message={t('settings.loadFailed')} onRetry={() => void settings.refetch()} />;
  const { settings: kinds, pushSubscribed, emailVerified } = settings.data;

  const toggle = (kind: NotificationKind, channel: NotificationChannel, on: boolean) =>
    update.mutate(
      { settings: [{ kind, channels: { [channel]: on } }] },
      {
        onSuccess: () => void toast.success(t('settings.saved')),
        onError: (error) => void toast.error(errorMessage(error, t('messages:somethingWentWrong'))),
      },
    );

  const row = ({ kind, channels }: NotificationSetting) => (
    <tr key={kind} className="border-t border-gray-100">
      <th scope="row" className="py-2 pr-2 text-left font-medium text-gray-900">
        {t(`kinds.${kind}`)}
      </th>
      <td className="px-2 text-center">
        <input
          type="checkbox"
          checked
          disabled
          aria-label={t('settings.cell', { kind: t(`kinds.${kind}`), channel: t('settings.channels.inApp') })}
          className="size-5 accent-primary"
        />
      </td>
      {CHANNELS.map((channel) => (
        <td key={channel} className="px-2 text-center">
          <input
            type="checkbox"
            checked={channels[channel]}
            disabled={update.isPending}
            onChange={(event) => toggle(kind, channel, event.target.checked)}
            aria-label={t('settings.cell', { kind: t(`kinds.${kind}`), channel: t(`settings.channels.${channel}`) })}
            className="size-5 accent-primary"
          />
        </td>
      ))}
    </tr>
  );

  return (
    <section aria-labelledby="notification-settings" className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm">
      <div>
        <h2 id="notification-settings" className="text-lg font-semibold text-gray-900">
          {t('settings.title')}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{t('settings.intro')}</p>
      </div>
      {!pushSubscribed && <ThisPhone onDone={() => void settings.refetch()} />}
      {!emailVerified && <p className="text-sm text-gray-600">{t('settings.emailUnverified')}</p>}
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="text-gray-600">
              <th scope="col" className="py-2 pr-2 text-left font-medium">
                {t('settings.kind')}
              </th>
              {(['inApp', ...CHANNELS] as const).map((channel) => (
                <th key={channel} scope="col" className="px-2 font-medium">
                  {t(`settings.channels.${channel}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{kinds.map(row)}</tbody>
        </table>
      </div>
    </section>
  );
}
