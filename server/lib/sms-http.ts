import { SmsUnavailableError } from './sms.ts';

/** How long a message may take to be accepted: the member waits on the direct-debit form meanwhile. */
export const SMS_TIMEOUT_MS = 10_000;

interface SmsPost {
  /** The provider's name, for the errors. */
  provider: string;
  url: string;
  headers: Record<string, string>;
  body: string | URLSearchParams;
  timeoutMs: number;
  /** The provider's own error code in its error answer, if any. */
  errorCodeOf: (answer: unknown) => unknown;
}

/**
 * Posts one message to an SMS provider's HTTP API: resolves on a 2xx answer within the timeout; a refusal, a failure
 * or no answer in time rejects with SmsUnavailableError naming the status and the provider's error code, never the
 * number or the text.
 */
export async function postSms({ provider, url, headers, body, timeoutMs, errorCodeOf }: SmsPost): Promise<void> {
  let status: number;
  let answer: unknown;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { accept: 'application/json', ...headers },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
    answer = await response.json().catch(() => null);
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new SmsUnavailableError(
      timedOut
        ? `${provider} did not answer within ${timeoutMs} ms`
        : `${provider} could not be reached: ${String(error)}`,
      { cause: error },
    );
  }
  if (status < 200 || status >= 300) {
    const code = typeof answer === 'object' && answer !== null ? errorCodeOf(answer) : undefined;
    throw new SmsUnavailableError(
      `${provider} refused the SMS: HTTP ${status}, ${provider} error ${String(code ?? 'none')}`,
    );
  }
}
