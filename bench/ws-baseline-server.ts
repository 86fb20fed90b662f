import pino from 'pino';
import { WebSocketServer, type WebSocket } from 'ws';
import { RedisDomainEventBus } from '../server/events/event-bus.ts';

/**
 * The baseline: a bare `ws` server on the same bus, passing each like.created on to the liked member's sockets
 * (`?member=<id>`), with no Fastify, no session, no Origin check, no policy query.
 */
const [, , redisUrl, port] = process.argv;
const byMember = new Map<string, Set<WebSocket>>();
const bus = new RedisDomainEventBus(redisUrl!, pino({ level: 'silent' }));
bus.subscribe('like.created', ({ likerId, likedId }) => {
  const frame = JSON.stringify({ type: 'like.created', profile_id: likerId });
  for (const socket of byMember.get(likedId) ?? []) socket.send(frame);
});
await bus.ready;
new WebSocketServer({ port: Number(port), host: '127.0.0.1' }, () => console.log('Serving')).on(
  'connection',
  (socket, request) => {
    const memberId = new URL(request.url!, 'http://baseline').searchParams.get('member')!;
    let sockets = byMember.get(memberId);
    if (!sockets) byMember.set(memberId, (sockets = new Set()));
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.send(JSON.stringify({ type: 'hello' }));
  },
);
