import type { FastifyRequest } from 'fastify';

/** An application/x-www-form-urlencoded body as a plain object (the last value of a repeated field wins). */
export function parseFormBody(
  _request: FastifyRequest,
  body: string | Buffer,
  done: (error: Error | null, value?: unknown) => void,
): void {
  done(null, Object.fromEntries(new URLSearchParams(body.toString())));
}
