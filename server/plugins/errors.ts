import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { TFunction } from 'i18next';
import { translateFieldMessage } from '../../shared/contracts/messages.ts';
import type { ErrorBody, ErrorCode } from '../../shared/errors.ts';
import { connectionErrorOf } from '../db/db-errors.ts';
import { AppError } from '../lib/app-error.ts';
import { translator } from '../lib/i18n.ts';
import { requestLanguage } from '../lib/request-language.ts';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  404: 'not_found',
  429: 'rate_limited',
};

/** How long a client is asked to wait before trying again while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Field messages are catalogue keys, some carrying values (`validation.too_long|{"count":2000}`, see messages.ts). */
function translateFields(t: TFunction, fields: Record<string, string>): Record<string, string> {
  const translate = (key: string, params: Record<string, string | number>) => t(key, params);
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [field, translateFieldMessage(translate, message)]),
  );
}

function sendError(request: FastifyRequest, reply: FastifyReply, body: Omit<ErrorBody, 'message'>, params = {}) {
  const t = translator(requestLanguage(request));
  const answer: ErrorBody = {
    ...body,
    message: t(`errors.${body.code}`, params),
    ...(body.fields ? { fields: translateFields(t, body.fields) } : {}),
  };
  return reply.status(body.statusCode).type('application/json').send(JSON.stringify(answer));
}

/**
 * One answer shape for every failure: { statusCode, code, message[, fields] }, the message in the visitor's
 * language. Bad input is a 4xx; a database that cannot be reached is a 503 with Retry-After (the balancer's /readyz
 * says the same); anything unexpected is logged with the request id and answered 500 without details.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const { statusCode, code, params, fields } = error;
      return sendError(request, reply, { statusCode, code, ...(fields ? { fields } : {}) }, params);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation)
        fields[issue.instancePath.slice(1).replaceAll('/', '.')] ??= issue.message ?? ''; // the first problem of a field
      return sendError(request, reply, {
        statusCode: 400,
        code: 'validation_failed',
        fields,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(request, reply, {
        statusCode: status,
        code: CODE_BY_STATUS[status] ?? 'bad_request',
      });
    }
    const lost = connectionErrorOf(error);
    if (lost) {
      const { code } = lost as { code?: string };
      request.log.warn({ database: { code, message: lost.message } }, 'database unreachable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(request, reply, { statusCode: 503, code: 'service_unavailable' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, { statusCode: 500, code: 'generic' });
  });

  app.setNotFoundHandler((request, reply) => sendError(request, reply, { statusCode: 404, code: 'not_found' }));
}
