import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PHOTO_MAX_BYTES } from '../../../shared/constants.ts';
import {
  answerAsFictional,
  claimConversation,
  createFictional,
  editFictional,
  listFictional,
  listInbox,
  readFictional,
  readInboxConversation,
  releaseConversation,
  uploadFictionalPhoto,
} from '../../../shared/contracts/endpoints/console-fictional.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import { readPhotoUpload } from '../photos/photo-upload.ts';
import type { FictionalProfiles } from './fictional-profiles.service.ts';
import type { OperatorInbox } from './inbox.service.ts';

/** The console's fictional profiles (fictional.manage) and the operators' inbox (fictional.answer). */
export const fictionalRoutes: FastifyPluginAsyncZod<{
  fictionalProfiles: FictionalProfiles;
  operatorInbox: OperatorInbox;
}> = async (app, { fictionalProfiles, operatorInbox }) => {
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
  const memberChange = { settlesMemberChanges: true };

  serveEndpoint(app, listFictional, {}, async (request) => fictionalProfiles.list(request.query.site_id));
  serveEndpoint(app, readFictional, {}, async (request) => fictionalProfiles.read(request.query.id));
  serveEndpoint(app, createFictional, memberChange, async (request) => {
    const { site_id, ...fields } = request.body;
    return fictionalProfiles.create(request.staff, site_id, fields);
  });
  serveEndpoint(app, editFictional, memberChange, async (request) => {
    const { id, ...fields } = request.body;
    return fictionalProfiles.edit(request.staff, id, fields);
  });
  serveEndpoint(app, uploadFictionalPhoto, memberChange, async (request) =>
    fictionalProfiles.addPhoto(request.staff, request.query.id, await readPhotoUpload(request)),
  );

  serveEndpoint(app, listInbox, {}, async (request) => ({
    conversations: await operatorInbox.list(request.staff),
  }));
  serveEndpoint(app, readInboxConversation, {}, async (request) =>
    operatorInbox.conversation(request.staff, request.query.conversation_id, request.query.before),
  );
  serveEndpoint(app, claimConversation, { settlesMemberChanges: false }, async (request) => ({
    claim: await operatorInbox.claim(request.staff, request.body.conversation_id),
  }));
  serveEndpoint(app, releaseConversation, { settlesMemberChanges: false }, async (request) => ({
    claim: await operatorInbox.release(request.staff, request.body.conversation_id),
  }));
  serveEndpoint(app, answerAsFictional, { settlesMemberChanges: false }, async (request) => ({
    message: await operatorInbox.answer(request.staff, request.body.conversation_id, request.body.text),
  }));
};
