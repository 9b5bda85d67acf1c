import type { Db } from '../../db/client.js';
import { writeOutbox } from '../../modules/dev/service.js';
import type { PushProvider } from './types.js';

/**
 * Sandbox push: writes each push to the dev outbox (`channel: 'push'`, to the
 * customer's mobile, the title as subject and the exact payload JSON as body)
 * and sends nothing.
 */
export function createSandboxPush(db: Db): PushProvider {
  return {
    name: 'sandbox',
    async send(_target, payload, to) {
      await writeOutbox(db, { channel: 'push', to, subject: payload.title, body: JSON.stringify(payload) });
      return 'sent';
    },
  };
}
