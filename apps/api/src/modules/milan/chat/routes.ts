/**
 * Milan Sathi messages (the connections issue, Messages in real time;
 * contract milan-chat.ts), signed-in members only:
 *   GET  /api/conversations                 the member's conversations, latest activity first
 *   GET  /api/conversations/:id/messages    history, paged with `before`, oldest first
 *   POST /api/conversations/:id/messages    send (stored, then delivered; the client id makes it once-only)
 *   POST /api/conversations/:id/read        read the other member's messages
 * Also adds the chat's socket handlers (chat-socket.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatHistoryQuerySchema,
  chatHistoryResponseSchema,
  conversationParamsSchema,
  conversationsResponseSchema,
  errorResponses,
  markReadResponseSchema,
  sendChatMessageBodySchema,
  sendChatMessageResponseSchema,
} from '@seva/contracts';
import { chatHistory, listConversations } from './chat.js';
import { markConversationRead } from './chat-receipts.js';
import { sendChatMessage } from './chat-send.js';
import { registerChatSocket } from './chat-socket.js';
import { actingMember, helperLinkOf, helperOf } from '../family/acting.js';

const tags = ['milan'];
const notFoundNote =
  '404 `not_found` unless it is an accepted connection of the member’s, with no block either way ' +
  'and the other member not suspended.';

const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = actingMember(app);
  registerChatSocket(app);

  app.get(
    '/conversations',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'The member’s conversations (accepted connections), latest activity first, with unread counts',
        response: { 200: conversationsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listConversations(app.db, app.photoLinks, request.user.id)),
    }),
  );

  app.get(
    '/conversations/:id/messages',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'A page of a conversation’s messages, oldest first; older pages with `before`',
        description: notFoundNote,
        params: conversationParamsSchema,
        querystring: chatHistoryQuerySchema,
        response: { 200: chatHistoryResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await chatHistory(app.db, app.photoLinks, request.user.id, request.params.id, request.query)),
    }),
  );

  app.post(
    '/conversations/:id/messages',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'Send a message (stored, then pushed as `message:new`); the same `clientId` again stores nothing',
        description:
          `${notFoundNote} 403 \`suspended\` for a suspended member; 403 \`membership_required\` when the ` +
          'plan has no messaging and the other member has not written yet; 409 when the `clientId` was used in ' +
          'another conversation.',
        params: conversationParamsSchema,
        body: sendChatMessageBodySchema,
        response: { 200: sendChatMessageResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      message: await sendChatMessage(app.db, app.realtime, request.user.id, request.params.id, {
        ...request.body,
        sentVia: helperLinkOf(request),
      }),
    }),
  );

  app.post(
    '/conversations/:id/read',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'Mark the other member’s messages read (they hear `message:read`)',
        description: notFoundNote,
        params: conversationParamsSchema,
        response: { 200: markReadResponseSchema, ...errorResponses },
      },
    },
    // A family helper's reading is not the member's: their messages stay unread for her (decision 013).
    async (request) => ({
      success: true as const,
      ...(helperOf(request)
        ? { read: 0, readAt: new Date().toISOString() }
        : await markConversationRead(app.db, app.realtime, request.user.id, request.params.id)),
    }),
  );
};

export default chatRoutes;
