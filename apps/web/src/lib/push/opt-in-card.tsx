/**
 * "Get updates on this phone" (issue 23): offered on the result of a
 * meaningful moment (a recharge, order, booking or interest; never on a first
 * visit), while this browser can still be asked and was not declined in the
 * last 30 days (opt-in-memory.ts). "Turn on updates" asks the browser and
 * subscribes this device (device.ts); "Not now" or a declined prompt
 * hides it for 30 days. Without a service worker, or in a browser without
 * Web Push, the card says so instead. Loaded lazily by ConfirmationPanel (`offerUpdates`).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
// The kit's own files, not its index: the index holds ConfirmationPanel, which loads this card.
import { Button } from '@/components/ui/button';
import { BellIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api-client';
import { declinedRecently, rememberDecline } from './opt-in-memory';
import { PushSetupError, pushState, subscribeThisDevice } from './device';

type CardState = 'hidden' | 'offer' | 'busy' | 'on' | 'no-worker' | 'unsupported' | 'failed';

/** Whether to offer the card now: the browser can take pushes, was not declined lately, and this device is not subscribed. */
async function shouldOffer(): Promise<boolean> {
  const state = pushState();
  if (state === 'unsupported' || state === 'denied' || declinedRecently()) return false;
  if (state === 'ready') return true;
  const worker = await navigator.serviceWorker.getRegistration();
  return !(await worker?.pushManager.getSubscription());
}

export default function PushOptInCard() {
  const { t } = useTranslation('notifications', { keyPrefix: 'optIn' });
  const [state, setState] = useState<CardState>('hidden');
  const [failure, setFailure] = useState('');

  useEffect(() => {
    let live = true;
    void shouldOffer()
      .catch(() => false)
      .then((offer) => live && offer && setState('offer'));
    return () => {
      live = false;
    };
  }, []);

  if (state === 'hidden') return null;

  const turnOn = async () => {
    setState('busy');
    try {
      await subscribeThisDevice();
      setState('on');
    } catch (error) {
      if (error instanceof PushSetupError) {
        if (error.reason === 'declined') {
          rememberDecline();
          setState('hidden');
        } else setState(error.reason);
        return;
      }
      setFailure(errorMessage(error, t('failed')));
      setState('failed');
    }
  };
  const notNow = () => {
    rememberDecline();
    setState('hidden');
  };

  const note = { on: t('on'), 'no-worker': t('noWorker'), unsupported: t('unsupported'), failed: failure }[
    state as 'on' | 'no-worker' | 'unsupported' | 'failed'
  ];
  return (
    <section
      aria-labelledby="push-opt-in-title"
      className="mt-4 flex gap-3 rounded-xl border border-primary/20 bg-primary/5 p-4 text-sm text-gray-900"
    >
      <BellIcon className="size-6 shrink-0 text-primary" />
      <div className="flex flex-1 flex-col gap-2">
        <h2 id="push-opt-in-title" className="font-semibold">
          {t('title')}
        </h2>
        {note ? (
          <p role="status">{note}</p>
        ) : (
          <>
            <p>{t('body')}</p>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" loading={state === 'busy'} onClick={() => void turnOn()}>
                {t('turnOn')}
              </Button>
              <Button size="sm" variant="secondary" disabled={state === 'busy'} onClick={notNow}>
                {t('notNow')}
              </Button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
