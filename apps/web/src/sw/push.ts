/**
 * A Web Push message as the service worker shows it (issue 23). The server sends the JSON
 * `{ title, body, link, kind, id }` (link: a path in the app, or null); anything else — no payload, text that
 * is not JSON, missing fields — still shows a plain "Seva" notification rather than nothing (a push the worker
 * does not show costs the site its push permission in Chrome).
 */
export interface PushNotification {
  title: string;
  options: {
    body: string;
    icon: string;
    badge: string;
    /** The notification replaces an earlier one of the same kind and id (two updates of one order show once). */
    tag: string | undefined;
    data: { link: string };
  };
}

const ICON = '/icons/icon-192.png';
const BADGE = '/icons/badge-96.png';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** `link` when it is a path of this app ('/dashboard/messages'), else '/': a push never opens another site. */
export function safeLink(link: unknown): string {
  const path = text(link);
  return path?.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : '/';
}

/** The notification for a push whose payload is `payload` (the text of the push, or null when it had none). */
export function notificationFromPush(payload: string | null): PushNotification {
  let message: Record<string, unknown> = {};
  try {
    const parsed: unknown = payload === null ? null : JSON.parse(payload);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) message = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: shown as the plain notification below.
  }
  const kind = text(message.kind);
  const id = text(message.id);
  return {
    title: text(message.title) ?? 'Seva',
    options: {
      body: text(message.body) ?? '',
      icon: ICON,
      badge: BADGE,
      tag: kind && id ? `${kind}:${id}` : undefined,
      data: { link: safeLink(message.link) },
    },
  };
}
