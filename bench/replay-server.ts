import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import Fastify from 'fastify';

/**
 * A baseline replaying one answer of the app (status, headers, body), nothing else: with plain node:http (`raw`), or
 * from the one route of a Fastify instance with no plugin, hook or logger (`fastify`), what the framework alone costs.
 */
const [, , responseFile, port, server] = process.argv;
const { headers, body: base64 } = JSON.parse(readFileSync(responseFile!, 'utf8')) as {
  headers: Record<string, string>;
  body: string;
};
const body = Buffer.from(base64, 'base64');
const listening = () => console.log('Serving');
if (server === 'fastify') {
  const app = Fastify({ logger: false });
  app.get('/', (_request, reply) => void reply.headers(headers).send(body));
  await app.listen({ port: Number(port), host: '127.0.0.1' });
  listening();
} else {
  createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  }).listen(Number(port), '127.0.0.1', listening);
}
