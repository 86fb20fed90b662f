import { SMS_TIMEOUT_MS, postSms } from './sms-http.ts';
import type { SmsSender } from './sms.ts';

/** Twilio's API root; regional roots (e.g. https://api.dublin.ie1.twilio.com) and test stand-ins replace it. */
export const TWILIO_API_URL = 'https://api.twilio.com';
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
 * Text messages through Twilio's Messages API: POST /2010-04-01/Accounts/{sid}/Messages.json with basic auth of the
 * account SID and auth token, a form of To, From (or MessagingServiceSid) and Body.
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
    const { from, timeoutMs = SMS_TIMEOUT_MS } = this.settings;
    const sender = MESSAGING_SERVICE_SID.test(from) ? 'MessagingServiceSid' : 'From';
    await postSms({
      provider: 'Twilio',
      url: this.url,
      headers: { authorization: this.authorization },
      body: new URLSearchParams({ To: to, [sender]: from, Body: text }),
      timeoutMs,
      errorCodeOf: (answer) => Reflect.get(answer as object, 'code'),
    });
  }
}
