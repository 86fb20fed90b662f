import { type SmsSender, SmsUnavailableError } from './sms.ts';

/** Twilio's API root; regional roots (e.g. https://api.dublin.ie1.twilio.com) and test stand-ins replace it. */
export const TWILIO_API_URL = 'https://api.twilio.com';
/** How long a message may take to be accepted: the member waits on the direct-debit form meanwhile. */
const TWILIO_TIMEOUT_MS = 10_000;
/** A Messaging Service's SID: sent as MessagingServiceSid, which picks the sender itself, instead of From. */
const MESSAGING_SERVICE_SID = /^MG[0-9a-f]{32}$/i;

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** A sender number (E.164), an alphanumeric sender id, or a Messaging Service's SID (MG...). */
  from: string;
  baseUrl?: string;
  timeoutMs?: number;
}

/**
 * Text messages through Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json, basic auth with the
 * account SID and auth token). A refusal, a failure or no answer within the timeout rejects with SmsUnavailableError,
 * which names Twilio's status and error code but never the number or the text.
 */
export class TwilioSmsSender implements SmsSender {
  private readonly url: string;
  private readonly authorization: string;

  constructor(private readonly settings: TwilioSettings) {
    const base = (settings.baseUrl ?? TWILIO_API_URL).replace(/\/+$/, '');
    this.url = `${base}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
    this.authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  }

  async send(to: string, text: string): Promise<void> {
    const { from, timeoutMs = TWILIO_TIMEOUT_MS } = this.settings;
    const sender = MESSAGING_SERVICE_SID.test(from) ? 'MessagingServiceSid' : 'From';
    let status: number;
    let answer: unknown;
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers: { authorization: this.authorization, accept: 'application/json' },
        body: new URLSearchParams({ To: to, [sender]: from, Body: text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      answer = await response.json().catch(() => null);
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new SmsUnavailableError(
        timedOut ? `Twilio did not answer within ${timeoutMs} ms` : `Twilio could not be reached: ${String(error)}`,
        { cause: error },
      );
    }
    if (status < 200 || status >= 300) {
      const code = typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'code') : undefined;
      throw new SmsUnavailableError(`Twilio refused the SMS: HTTP ${status}, Twilio error ${String(code ?? 'none')}`);
    }
  }
}
