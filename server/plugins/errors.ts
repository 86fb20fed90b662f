import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '../../shared/errors.ts';
import { AppError } from '../lib/app-error.ts';
import { translator } from '../lib/i18n.ts';
import { requestLanguage } from '../lib/request-language.ts';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  404: 'not_found',
  429: 'rate_limited',
};

function sendError(request: FastifyRequest, reply: FastifyReply, body: Omit<ErrorBody, 'message'>, params = {}) {
  const t = translator(requestLanguage(request));
  const answer: ErrorBody = {
    ...body,
    message: t(`errors.${body.code}`, params),
  };
  return reply.status(body.statusCode).type('application/json').send(JSON.stringify(answer));
}

/**
 * One answer shape for every failure: { statusCode, code, message[, fields] }, the message in the visitor's
 * language. Bad input is a 4xx; anything unexpected is logged with the request id and answered 500 without details.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(request, reply, { statusCode: error.statusCode, code: error.code }, error.params);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation)
        fields[issue.instancePath.slice(1).replaceAll('/', '.')] = issue.message ?? '';
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
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, { statusCode: 500, code: 'generic' });
  });

  app.setNotFoundHandler((request, reply) => sendError(request, reply, { statusCode: 404, code: 'not_found' }));
}
