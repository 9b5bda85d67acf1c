import type { Db } from '../../db/client.js';
import { writeOutbox } from '../../modules/dev/service.js';
import type { EmailProvider } from '../types.js';

/** Sandbox e-mail: writes the message to the dev outbox instead of sending it. */
export function createSandboxEmail(db: Db): EmailProvider {
  return {
    name: 'sandbox',
    async send(message) {
      await writeOutbox(db, { channel: 'email', to: message.to, subject: message.subject, body: message.text });
    },
  };
}
