/**
 * Fan-out of a stored notification to the channels its customer keeps
 * (issue 23): a push to each subscribed device, an SMS to their mobile, an
 * e-mail to their verified address. notify() stores the row first, then
 * starts the fan-out without waiting for it: a slow or failing provider never
 * blocks or fails the caller, it is logged. A notification is fanned out only
 * when its row was stored, and a dedupeKey stores a row once, so no channel
 * sends the same notification twice.
 *
 * The providers are attached per database handle when the app registers the
 * notifications routes (attachDelivery), so every module keeps calling
 * notify(db, …); a handle without them (a bare test database) stores rows only.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Notification, PushPayload } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import type { EmailMessage, Providers } from '../../providers/types.js';
import { getCustomer } from '../customers/service.js';
import { forgetSubscription, subscriptionsOf } from './push-subscriptions.js';
import { channelsFor } from './settings.js';

/** What a channel sends when the caller gave its own words (a receipt); else built from the title and body. */
export interface ChannelTexts {
  /** The SMS, whole. */
  sms?: string;
  /** The e-mail's subject, text and html. */
  email?: Omit<EmailMessage, 'to'>;
}

export interface Delivery {
  providers: Pick<Providers, 'push' | 'sms' | 'email'>;
  /** The web app's public origin, for links in SMS and e-mail. */
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

const deliveries = new WeakMap<Db, Delivery>();
const inFlight = new WeakMap<Db, Set<Promise<void>>>();

/** Makes notify() on `db` fan out through `delivery` (notifications/routes.ts, once per app). */
export function attachDelivery(db: Db, delivery: Delivery): void {
  deliveries.set(db, delivery);
}

/** The delivery attached to `db` (its public URL and log), if any. */
export function deliveryOf(db: Db): Delivery | undefined {
  return deliveries.get(db);
}

/** Waits for every fan-out started on `db` (the app's close; tests, before reading the outbox). */
export async function settleDeliveries(db: Db): Promise<void> {
  const running = inFlight.get(db);
  while (running && running.size > 0) await Promise.allSettled([...running]);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The e-mail of a notification without its own words: the title as subject, the body and the link. */
export function notificationEmail(notification: Notification, publicUrl: string): Omit<EmailMessage, 'to'> {
  const link = notification.link ? `${publicUrl}${notification.link}` : null;
  const lines = [notification.body, link ? `Open: ${link}` : ''].filter(Boolean);
  return {
    subject: notification.title,
    text: `${notification.title}\n\n${lines.join('\n\n')}\n\n— Seva`,
    html: `<p><strong>${escapeHtml(notification.title)}</strong></p>${notification.body ? `<p>${escapeHtml(notification.body)}</p>` : ''}${link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : ''}<p>— Seva</p>`,
  };
}

/** The SMS of a notification without its own words: "Seva: <title>. <body>", one message's worth. */
export function notificationSms(notification: Notification): string {
  const text = `Seva: ${notification.title}.${notification.body ? ` ${notification.body}` : ''}`;
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

/** The push payload of a stored notification (contracts PushPayload, exactly). */
export function pushPayloadOf(notification: Notification): PushPayload {
  const { title, body, link, kind, _id } = notification;
  return { title, body, link, kind, id: _id };
}

/** Runs one channel's send; a failure is logged with the notification, never thrown. */
async function attempt(delivery: Delivery, channel: string, notification: Notification, send: () => Promise<unknown>) {
  try {
    await send();
  } catch (err) {
    delivery.log.warn({ err, channel, notificationId: notification._id }, 'a notification channel failed');
  }
}

async function fanOut(db: Db, delivery: Delivery, customerId: string, notification: Notification, texts: ChannelTexts) {
  const [channels, customer] = await Promise.all([
    channelsFor(db, customerId, notification.kind),
    getCustomer(db, customerId),
  ]);
  if (!customer) return;
  const sends: Promise<void>[] = [];
  if (channels.push) {
    const payload = pushPayloadOf(notification);
    for (const sub of await subscriptionsOf(db, customerId)) {
      const target = { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } };
      sends.push(
        attempt(delivery, 'push', notification, async () => {
          const outcome = await delivery.providers.push.send(target, payload, customer.mobile);
          if (outcome === 'gone') await forgetSubscription(db, sub.id);
        }),
      );
    }
  }
  if (channels.sms && customer.mobile)
    sends.push(
      attempt(delivery, 'sms', notification, () =>
        delivery.providers.sms.sendText(customer.mobile, texts.sms ?? notificationSms(notification)),
      ),
    );
  if (channels.email && customer.email && customer.emailVerifiedAt)
    sends.push(
      attempt(delivery, 'email', notification, () =>
        delivery.providers.email.send({
          to: customer.email,
          ...(texts.email ?? notificationEmail(notification, delivery.publicUrl)),
        }),
      ),
    );
  await Promise.all(sends);
}

/**
 * Starts the fan-out of the just-stored `notification` on `db` and returns at
 * once; nothing when no delivery is attached. Never throws or rejects.
 */
export function deliver(db: Db, customerId: string, notification: Notification, texts: ChannelTexts = {}): void {
  const delivery = deliveries.get(db);
  if (!delivery) return;
  const running = inFlight.get(db) ?? new Set<Promise<void>>();
  inFlight.set(db, running);
  const sending: Promise<void> = fanOut(db, delivery, customerId, notification, texts)
    .catch((err: unknown) =>
      delivery.log.error({ err, notificationId: notification._id }, 'notification fan-out failed'),
    )
    .finally(() => running.delete(sending));
  running.add(sending);
}
