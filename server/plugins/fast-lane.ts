import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { FastifyServerFactoryHandler } from 'fastify';
import type { Logger } from 'pino';
import type { PreparedAnswer } from '../lib/prepared-answer.ts';
import { REQUEST_ID_HEADER } from '../lib/request-id.ts';
import { SECURITY_HEADERS } from './request-security.ts';

/** A GET the lane may answer: its prepared answer, or undefined to leave the request to Fastify. */
export type FastRoute = (request: IncomingMessage) => PreparedAnswer | undefined;

declare module 'fastify' {
  interface FastifyInstance {
    /** GETs answered before Fastify's routing and hooks (decision 023). */
    readonly fastLane: FastLane;
  }
}

const endAnswer = (response: ServerResponse) => response.end();

/** What Fastify passes its server factory and sets on the server it makes itself (fastify/lib/server.js). */
interface ServerOptions {
  http?: object;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

/**
 * The node:http server in front of Fastify (its `serverFactory`) and the few GETs it answers itself: a plain GET of
 * a registered path, without a query or X-Forwarded-Host, whose answer its route has prepared (kept bytes, a cached
 * session). Every other request, and every one a route declines, goes to Fastify as before. The Fastify route of
 * the same path builds its answer with the same function, so both send the same status, headers and bytes
 * (server/plugins/fast-lane.test.ts). Tests that inject requests never pass here. See docs/decisions/023-fast-lane.md.
 */
export class FastLane {
  private readonly routes = new Map<string, FastRoute>();
  private readonly headLines = new WeakMap<object, string[]>();
  private readonly byteStrings = new WeakMap<Buffer, string>();
  private log: Logger | undefined;
  private answered: ((path: string, seconds: number) => void) | undefined;

  /** `requestIdOf`: the request's id (lib/request-id.ts), returned in X-Request-Id as Fastify's answers return it. */
  constructor(private readonly requestIdOf: (request: IncomingMessage) => string) {}

  /** `route` is asked first for every GET of exactly `path`. */
  add(path: string, route: FastRoute): void {
    this.routes.set(path, route);
  }

  /** Told the path and time of every answer the lane gives (the metrics count them: Fastify's hooks never see them). */
  onAnswered(listener: (path: string, seconds: number) => void): void {
    this.answered = listener;
  }

  /** Request lines at `info`, as Fastify logs its own; set once the app has its logger. */
  useLogger(log: Logger): void {
    this.log = log;
  }

  /** Fastify's `serverFactory`: the lane, then Fastify; the server set up as Fastify sets up the one it makes. */
  readonly serverFactory = (handler: FastifyServerFactoryHandler, options: Record<string, unknown>): Server => {
    const {
      http = {},
      keepAliveTimeout,
      requestTimeout,
      connectionTimeout,
      maxRequestsPerSocket,
    } = options as unknown as ServerOptions;
    const server = createServer(http, (request, response) => {
      const started = this.answered && performance.now();
      const answer = this.answer(request);
      if (!answer) return handler(request, response);
      const { body } = answer;
      const id = this.requestIdOf(request);
      const length = String(Buffer.byteLength(body));
      response.writeHead(200, this.headLine(answer.headers).concat('content-length', length, REQUEST_ID_HEADER, id));
      // Head and body leave in one write of one string. end(body) would add an empty chunk and send both with writev,
      // for which node copies the strings into a buffer of its own on every answer; ended a tick later, nothing is
      // left to write then (decision 023).
      if (typeof body === 'string') response.write(body);
      else response.write(this.byteString(body), 'latin1');
      process.nextTick(endAnswer, response);
      if (started) this.answered!(request.url!, (performance.now() - started) / 1000);
      if (this.log?.isLevelEnabled('info')) {
        const req = { method: 'GET', url: request.url, host: request.headers.host };
        this.log.info({ reqId: id, req }, 'fast lane answered');
      }
    });
    server.keepAliveTimeout = keepAliveTimeout;
    server.requestTimeout = requestTimeout;
    server.setTimeout(connectionTimeout);
    if (maxRequestsPerSocket > 0) server.maxRequestsPerSocket = maxRequestsPerSocket;
    return server;
  };

  /** The prepared answer of a request the lane takes; undefined for every other. */
  answer(request: IncomingMessage): PreparedAnswer | undefined {
    if (request.method !== 'GET' || request.headers['x-forwarded-host'] !== undefined) return undefined;
    return this.routes.get(request.url!)?.(request);
  }

  /** Kept bytes as a string of one character per byte, made once per Buffer: node:http joins a string to the head. */
  private byteString(body: Buffer): string {
    let text = this.byteStrings.get(body);
    if (text === undefined) this.byteStrings.set(body, (text = body.toString('latin1')));
    return text;
  }

  /** A prepared answer's headers and the security headers every answer carries, as names and values in turn. */
  private headLine(headers: Readonly<Record<string, string>>): string[] {
    let line = this.headLines.get(headers);
    if (!line) this.headLines.set(headers, (line = Object.entries({ ...SECURITY_HEADERS, ...headers }).flat()));
    return line;
  }
}
