import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PHOTO_MAX_BYTES } from '../../../shared/constants.ts';
import {
  getChat,
  listChatStarters,
  listChats,
  listGifts,
  readChat,
  removeChat,
  sendMessage,
  sendPhotoMessage,
} from '../../../shared/contracts/endpoints/chats.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import { readPhotoUpload } from '../photos/photo-upload.ts';
import type { ChatsService, Outgoing } from './chats.service.ts';

/** Sends per address a minute: a coarse guard before the per-member limits of chat-rules.ts. */
const SEND_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };
/** Photo messages per address and hour, as profile photo uploads. */
const PHOTO_RATE_LIMIT = { max: 30, timeWindow: '1 hour' };

/**
 * Conversations and messages (SPEC §3, §4, §7). A message changes credits, a cached member field, but the answer
 * carries the new balance, so no send waits for the member-change barrier.
 */
export const chatsRoutes: FastifyPluginAsyncZod<{ chats: ChatsService }> = async (app, { chats }) => {
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
  const change = { settlesMemberChanges: false };

  serveEndpoint(app, listChats, {}, async (request) => chats.list(request.site.site, request.member));

  serveEndpoint(app, listChatStarters, {}, async (request) => chats.starters(request.site.site, request.member));

  serveEndpoint(app, getChat, {}, async (request) => {
    const { id, profile_id: profileId, before } = request.query;
    return chats.conversation(request.site.site, request.member, { id, profileId, before });
  });

  serveEndpoint(app, readChat, change, async (request) => {
    await chats.read(request.member, request.body.conversation.id);
    return { ok: true as const };
  });

  serveEndpoint(app, removeChat, change, async (request) => {
    const { body } = request;
    await chats.remove(
      request.member,
      'conversation' in body ? { conversationId: body.conversation.id } : { profileId: body.profile.id },
    );
    return { ok: true as const };
  });

  serveEndpoint(app, sendMessage, { ...change, rateLimit: SEND_RATE_LIMIT }, async (request) => {
    const { profile_id: profileId, client_id: clientId, text, gift_id: giftId, icebreaker } = request.body;
    const outgoing: Outgoing =
      text !== undefined
        ? { kind: 'text', text }
        : giftId !== undefined
          ? { kind: 'gift', giftId }
          : { kind: 'icebreaker', key: icebreaker! };
    return chats.send(request.site.site, request.member, profileId, outgoing, clientId);
  });

  serveEndpoint(app, sendPhotoMessage, { ...change, rateLimit: PHOTO_RATE_LIMIT }, async (request) => {
    const { profile_id: profileId, client_id: clientId } = request.query;
    const bytes = await readPhotoUpload(request);
    return chats.send(request.site.site, request.member, profileId, { kind: 'photo', bytes }, clientId);
  });

  serveEndpoint(app, listGifts, {}, async (request) => ({ gifts: await chats.gifts(request.site.site) }));
};
