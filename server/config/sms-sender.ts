import { join } from 'node:path';
import { FileSmsSender, type SmsSender } from '../lib/sms.ts';
import { BirdSmsSender } from '../lib/bird-sms.ts';
import { TwilioSmsSender } from '../lib/twilio-sms.ts';
import type { Env } from './env.ts';

/** What main.ts plugs in for the direct-debit codes, and the boot warning when direct debit is off. */
export interface SmsChoice {
  sender: SmsSender | undefined;
  warning?: string;
}

/**
 * Twilio when TWILIO_* are set, Bird when BIRD_* are (loadEnv has checked that all or none of each are, and not both);
 * otherwise the file sink under DATA_DIR/sms
 * outside production, and none in production: a code nobody receives would make direct debit a dead end, so it is off.
 */
export function chooseSmsSender(
  env: Pick<
    Env,
    | 'NODE_ENV'
    | 'DATA_DIR'
    | 'TWILIO_ACCOUNT_SID'
    | 'TWILIO_AUTH_TOKEN'
    | 'TWILIO_FROM'
    | 'TWILIO_API_URL'
    | 'BIRD_ACCESS_KEY'
    | 'BIRD_ORIGINATOR'
    | 'BIRD_API_URL'
  >,
): SmsChoice {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = env;
  if (accountSid && authToken && from) {
    return { sender: new TwilioSmsSender({ accountSid, authToken, from, baseUrl: env.TWILIO_API_URL }) };
  }
  const { BIRD_ACCESS_KEY: accessKey, BIRD_ORIGINATOR: originator } = env;
  if (accessKey && originator) {
    return { sender: new BirdSmsSender({ accessKey, originator, baseUrl: env.BIRD_API_URL }) };
  }
  if (env.NODE_ENV === 'production') {
    return {
      sender: undefined,
      warning:
        'Direct debit is off: no SMS provider for its codes (set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM, or BIRD_ACCESS_KEY, BIRD_ORIGINATOR).',
    };
  }
  return { sender: new FileSmsSender(join(env.DATA_DIR, 'sms')) };
}
