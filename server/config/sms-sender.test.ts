import { describe, expect, it } from 'vitest';
import { BirdSmsSender } from '../lib/bird-sms.ts';
import { FileSmsSender } from '../lib/sms.ts';
import { TwilioSmsSender } from '../lib/twilio-sms.ts';
import { loadEnv } from './env.ts';
import { chooseSmsSender } from './sms-sender.ts';

const BIRD = { BIRD_ACCESS_KEY: 'a-bird-access-key-0123', BIRD_ORIGINATOR: 'Dating' };
const TWILIO = {
  TWILIO_ACCOUNT_SID: `AC${'0123456789abcdef'.repeat(2)}`,
  TWILIO_AUTH_TOKEN: 'an-auth-token-0123456789',
  TWILIO_FROM: '+3197010000001',
};

describe('the SMS sender of the configuration', () => {
  it('refuses to boot with only some TWILIO_* set, naming each missing one', () => {
    expect(() => loadEnv({ TWILIO_ACCOUNT_SID: TWILIO.TWILIO_ACCOUNT_SID })).toThrow(
      /TWILIO_AUTH_TOKEN: missing.*; TWILIO_FROM: missing/,
    );
    expect(() => loadEnv({ TWILIO_FROM: TWILIO.TWILIO_FROM, TWILIO_AUTH_TOKEN: TWILIO.TWILIO_AUTH_TOKEN })).toThrow(
      /TWILIO_ACCOUNT_SID: missing: set it with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM/,
    );
    expect(() => loadEnv({ ...TWILIO, TWILIO_ACCOUNT_SID: 'SK123' })).toThrow(
      /TWILIO_ACCOUNT_SID: a Twilio account SID/,
    );
  });

  it('sends through Twilio when all three are set, in any environment', () => {
    for (const NODE_ENV of ['production', 'development']) {
      const choice = chooseSmsSender(loadEnv({ NODE_ENV, ...TWILIO, TWILIO_API_URL: 'http://127.0.0.1:9' }));
      expect(choice.sender).toBeInstanceOf(TwilioSmsSender);
      expect(choice.warning).toBeUndefined();
    }
  });

  it('sends through Bird when both BIRD_* are set, and refuses one without the other or Bird beside Twilio', () => {
    expect(chooseSmsSender(loadEnv({ NODE_ENV: 'production', ...BIRD })).sender).toBeInstanceOf(BirdSmsSender);
    expect(() => loadEnv({ BIRD_ACCESS_KEY: BIRD.BIRD_ACCESS_KEY })).toThrow(
      /BIRD_ORIGINATOR: missing: set it with BIRD_ACCESS_KEY, BIRD_ORIGINATOR/,
    );
    expect(() => loadEnv({ ...TWILIO, ...BIRD })).toThrow(/BIRD_ACCESS_KEY: one SMS provider: Twilio or Bird/);
  });

  it('takes a Messaging Service SID or an alphanumeric sender id as TWILIO_FROM', () => {
    for (const TWILIO_FROM of [`MG${'0123456789abcdef'.repeat(2)}`, 'Dating']) {
      expect(loadEnv({ ...TWILIO, TWILIO_FROM }).TWILIO_FROM).toBe(TWILIO_FROM);
    }
    expect(() => loadEnv({ ...TWILIO, TWILIO_FROM: '0612345678' })).toThrow(/TWILIO_FROM/);
  });

  it('keeps the file sink outside production, and turns direct debit off in production without Twilio', () => {
    expect(chooseSmsSender(loadEnv({ NODE_ENV: 'development' })).sender).toBeInstanceOf(FileSmsSender);
    const production = chooseSmsSender(loadEnv({ NODE_ENV: 'production' }));
    expect(production.sender).toBeUndefined();
    expect(production.warning).toMatch(
      /^Direct debit is off: .*TWILIO_ACCOUNT_SID, .* BIRD_ACCESS_KEY, BIRD_ORIGINATOR/,
    );
  });
});
