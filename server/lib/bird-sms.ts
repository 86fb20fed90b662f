import { SMS_TIMEOUT_MS, postSms } from './sms-http.ts';
import type { SmsSender } from './sms.ts';

/** Bird's (MessageBird's) REST API root; a stand-in replaces it in tests. */
export const BIRD_API_URL = 'https://rest.messagebird.com';

export interface BirdSettings {
  accessKey: string;
  /** The sender: a number (E.164) or an alphanumeric sender id of at most 11 characters. */
  originator: string;
  baseUrl?: string;
  timeoutMs?: number;
}

/**
 * Text messages through Bird's MessageBird REST API: POST /messages with `Authorization: AccessKey ...` and JSON of
 * originator, recipients (the number without its +) and body.
 */
export class BirdSmsSender implements SmsSender {
  private readonly url: string;

  constructor(private readonly settings: BirdSettings) {
    this.url = `${(settings.baseUrl ?? BIRD_API_URL).replace(/\/+$/, '')}/messages`;
  }

  async send(to: string, text: string): Promise<void> {
    const { accessKey, originator, timeoutMs = SMS_TIMEOUT_MS } = this.settings;
    await postSms({
      provider: 'Bird',
      url: this.url,
      headers: { authorization: `AccessKey ${accessKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ originator, recipients: [to.replace(/^\+/, '')], body: text }),
      timeoutMs,
      errorCodeOf: (answer) => {
        const errors: unknown = Reflect.get(answer as object, 'errors');
        return Array.isArray(errors) ? Reflect.get(Object(errors[0]), 'code') : undefined;
      },
    });
  }
}
