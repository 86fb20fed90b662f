import type { IncomingMessage } from 'node:http';
import websocket from '@fastify/websocket';
import type { onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import { STAFF_LIVE_PATH } from '../../shared/constants.ts';
import { staffMay } from '../../shared/staff-roles.ts';
import { REALTIME_PATH } from '../../shared/realtime.ts';
import { clientHeaderRequired } from '../lib/app-error.ts';
import { REQUEST_ID_HEADER, requestIdOf } from '../lib/request-id.ts';
import type { ModuleRoutes } from '../modules/module.ts';
import { sessionToken, staffSessionToken } from '../plugins/session-cookie.ts';
import { isOwnOrigin } from './origin.ts';

/** Clients send nothing but pongs, their visibility (a word) and typing (a word and an id): a larger frame ends the socket. */
const MAX_CLIENT_FRAME_BYTES = 1024;

/**
 * A browser cannot add the client header to a WebSocket, but always sends its page's Origin: a socket opened from
 * another site (cross-site WebSocket hijacking with the member's cookie) is refused before the upgrade, as a
 * state-changing request without the client header is.
 */
const refuseForeignOrigin: onRequestHookHandler = (request, _reply, done) => {
  const { site, hosts } = request.site;
  done(isOwnOrigin(request.headers.origin, site, hosts) ? undefined : clientHeaderRequired());
};

/** The same check for the console's socket, after its session's (a plain GET upgrades nothing: nothing to refuse). */
const refuseForeignUpgrade: preHandlerHookHandler = (request, reply, done) =>
  request.ws ? refuseForeignOrigin.call(request.server, request, reply, done) : done();

/**
 * The realtime module: GET /api/live upgrades a logged-in member's tab to a WebSocket on the hub
 * (app.services.realtime), which passes on the domain events that concern them. A visitor or a foreign page gets
 * 403 before the upgrade. See docs/decisions/016-realtime.md. GET /api/admin/live does the same for the operators'
 * consoles (server/modules/fictional/operator-live.ts).
 */
export const realtimeModule: ModuleRoutes = async (app) => {
  const { realtime, operatorLive, staffAccounts } = app.services;
  // Before the plugin's own, which closes its sockets without a reason: the app is going away.
  app.addHook('preClose', async () => {
    operatorLive.close();
    await realtime.close();
  });
  // Registered here, not on the root: its hooks wrap this module's routes only.
  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_FRAME_BYTES } });
  app.websocketServer.on('headers', (headers: string[], raw: IncomingMessage) => {
    headers.push(`${REQUEST_ID_HEADER}: ${requestIdOf(raw)}`);
  });
  app.get(
    REALTIME_PATH,
    { websocket: true, config: { auth: 'member' }, onRequest: refuseForeignOrigin },
    (socket, request) =>
      realtime.add(socket, {
        memberId: request.member.id,
        siteId: request.site.site.id,
        sessionToken: sessionToken(request)!,
      }),
  );
  // The operators' consoles (the staff session cookie is sent to /api/admin only): their inbox, live.
  app.get(
    STAFF_LIVE_PATH,
    { websocket: true, config: { auth: 'staff', can: 'fictional.answer' }, preHandler: refuseForeignUpgrade },
    (socket, request) => {
      const token = staffSessionToken(request)!;
      operatorLive.add(socket, async () => {
        const staff = await staffAccounts.sessionOf(token);
        return staff !== undefined && staff.verified && staffMay(staff.role, 'fictional.answer');
      });
    },
  );
};
