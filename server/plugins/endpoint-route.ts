import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { z } from 'zod';
import type { Endpoint, EndpointSchemas } from '../../shared/contracts/endpoint.ts';
import { schemasOf } from './contracts.ts';

type Parsed<S extends EndpointSchemas, K extends 'body' | 'query'> = S[K] extends z.ZodType ? z.output<S[K]> : unknown;

/** A request to an endpoint: its body and query as its schemas parsed them. */
export type EndpointRequest<S extends EndpointSchemas> = FastifyRequest<{
  Body: Parsed<S, 'body'>;
  Querystring: Parsed<S, 'query'>;
}>;

const CONSOLE_API = '/api/admin/';

/** What the route adds to its endpoint's definition: its limits, whether it settles member changes, … */
export type EndpointConfig = Omit<FastifyContextConfig, 'auth' | 'can'>;

/**
 * Registers the route of a shared endpoint definition (shared/contracts/endpoint.ts): its method, path and auth, its
 * schemas validating the body and query and serializing the answer.
 */
export function serveEndpoint<S extends EndpointSchemas>(
  app: FastifyInstance,
  endpoint: Endpoint<S>,
  config: EndpointConfig,
  /** The answer, or the reply when the handler sent it itself (bytes serialised beforehand). */
  handler: (request: EndpointRequest<S>, reply: FastifyReply) => Promise<z.input<S['response']> | FastifyReply>,
): void {
  const { body, query, response } = schemasOf(endpoint);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(body && { body }),
      ...(query && { querystring: query }),
      response: { 200: response },
      // The console's API is not in the public API document (/api/docs): no visitor needs to learn its shape.
      ...(endpoint.path.startsWith(CONSOLE_API) && { hide: true }),
    },
    config: { ...config, auth: endpoint.auth, ...(endpoint.can && { can: endpoint.can }) },
    // The request's types come from the schemas above, which Fastify's own generics cannot follow through a variable.
    handler: handler as RouteHandlerMethod,
  });
}
