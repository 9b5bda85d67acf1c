/**
 * A family helper's device hears the account it helps with (issue 22,
 * decision 013): the web sends `milan:account { accountId }` whenever the
 * account it acts for changes, and on every (re)connect. With a live, accepted
 * link (the same check as acting.ts) the socket joins that account's helper
 * room and hears its interests and conversations (HELPER_EVENTS) as they
 * happen; anything else (no link, a removed one, null) leaves it hearing its
 * own events only. Removing the link ends the hearing at once (routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { RECORD_ID_PATTERN } from '@seva/contracts';
import type { SevaSocket } from '../../../realtime/index.js';
import { activeHelperLink } from './family.js';

const accountEventSchema = z.object({ accountId: z.string().regex(RECORD_ID_PATTERN).nullable() });

/** Joins `socket` to `accountId`'s helper room when its user holds a live link to it; otherwise to none. */
async function chooseAccount(app: FastifyInstance, socket: SevaSocket, accountId: string | null): Promise<void> {
  const helperId = socket.data.user.id;
  const link = accountId && accountId !== helperId ? await activeHelperLink(app.db, helperId, accountId) : null;
  await app.realtime.helpWith(socket, link ? accountId : null);
}

/** Adds the `milan:account` handler to every authenticated socket (call once, from the family routes plugin). */
export function registerFamilySocket(app: FastifyInstance): void {
  app.realtime.onConnection((socket) => {
    socket.on('milan:account', (payload: unknown) => {
      const parsed = accountEventSchema.safeParse(payload);
      if (!parsed.success) return;
      chooseAccount(app, socket, parsed.data.accountId).catch((err: unknown) =>
        app.log.error({ err, customerId: socket.data.user.id }, 'family socket event failed'),
      );
    });
  });
}
