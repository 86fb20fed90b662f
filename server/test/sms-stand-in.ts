import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message as the stand-in received it, from either API. */
export interface StandInSms {
  provider: 'twilio' | 'bird';
  /** E.164, as both senders are given it. */
  to: string;
  /** Twilio's From or Bird's originator. */
  from?: string;
  messagingServiceSid?: string;
  body: string;
}

export interface SmsStandIn {
  /** The API root to give either sender as its base URL (`http://127.0.0.1:<port>`). */
  url: string;
  /** The one Twilio account it accepts. */
  twilio: { accountSid: string; authToken: string };
  /** The one Bird access key it accepts. */
  bird: { accessKey: string };
  /** Every message accepted, oldest first. */
  messages: StandInSms[];
  /**
   * Makes the following sends fail until set back to null: `refuse` answers as the provider does to a number it will
   * not text (400 or 422 with its error code), `unavailable` 503, `hang` never answers.
   */
  outage: 'refuse' | 'unavailable' | 'hang' | null;
  close(): Promise<void>;
}

const E164 = /^\+[1-9]\d{6,14}$/;

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** Twilio's error shape. */
const twilioError = (res: ServerResponse, status: number, code: number, message: string) =>
  answer(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

/** Bird's (MessageBird's) error shape. */
const birdError = (res: ServerResponse, status: number, code: number, description: string) =>
  answer(res, status, { errors: [{ code, description, parameter: null }] });

async function textOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Twilio's Messages API and Bird's MessageBird REST API on loopback for tests (as mollie-stand-in.ts is Mollie's):
 * each checks its credentials (basic auth of one account; `AccessKey` of one key) and its fields, answers 201 with
 * the message as the provider does, records it, and fails or hangs when told to.
 */
export async function startSmsStandIn(): Promise<SmsStandIn> {
  const twilio = { accountSid: `AC${randomBytes(16).toString('hex')}`, authToken: randomBytes(16).toString('hex') };
  const bird = { accessKey: randomBytes(12).toString('base64url') };
  const twilioAuth = `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`;
  const twilioPath = `/2010-04-01/Accounts/${twilio.accountSid}/Messages.json`;
  const standIn: Omit<SmsStandIn, 'url' | 'close'> = { twilio, bird, messages: [], outage: null };

  async function twilioMessage(req: IncomingMessage, res: ServerResponse) {
    if (req.headers.authorization !== twilioAuth) return twilioError(res, 401, 20003, 'Authenticate');
    const form = new URLSearchParams(await textOf(req));
    if (standIn.outage === 'hang') return;
    if (standIn.outage === 'unavailable') return twilioError(res, 503, 20503, 'Service unavailable');
    if (standIn.outage === 'refuse') return twilioError(res, 400, 21610, 'Attempt to send to unsubscribed recipient');
    const to = form.get('To') ?? '';
    const body = form.get('Body');
    const from = form.get('From') ?? undefined;
    const messagingServiceSid = form.get('MessagingServiceSid') ?? undefined;
    if (!E164.test(to)) return twilioError(res, 400, 21211, "Invalid 'To' Phone Number");
    if (!body) return twilioError(res, 400, 21602, 'Message body is required');
    if (!from && !messagingServiceSid) return twilioError(res, 400, 21603, "A 'From' phone number is required");
    standIn.messages.push({ provider: 'twilio', to, body, from, messagingServiceSid });
    answer(res, 201, {
      sid: `SM${randomBytes(16).toString('hex')}`,
      account_sid: twilio.accountSid,
      to,
      from: from ?? null,
      messaging_service_sid: messagingServiceSid ?? null,
      body,
      status: 'queued',
    });
  }

  async function birdMessage(req: IncomingMessage, res: ServerResponse) {
    if (req.headers.authorization !== `AccessKey ${bird.accessKey}`) {
      return birdError(res, 401, 2, 'Request not allowed (incorrect access_key)');
    }
    const sent = JSON.parse(await textOf(req)) as { originator?: unknown; recipients?: unknown; body?: unknown };
    if (standIn.outage === 'hang') return;
    if (standIn.outage === 'unavailable') return birdError(res, 503, 99, 'Internal error');
    if (standIn.outage === 'refuse') return birdError(res, 422, 25, 'Not enough balance');
    const recipients = Array.isArray(sent.recipients) ? sent.recipients.map((r) => `+${String(r)}`) : [];
    if (recipients.length !== 1 || !E164.test(recipients[0]!)) return birdError(res, 422, 9, 'no (correct) recipients');
    if (typeof sent.body !== 'string' || !sent.body) return birdError(res, 422, 9, 'body is required');
    if (typeof sent.originator !== 'string' || !sent.originator)
      return birdError(res, 422, 9, 'originator is required');
    standIn.messages.push({ provider: 'bird', to: recipients[0]!, from: sent.originator, body: sent.body });
    answer(res, 201, {
      id: randomBytes(16).toString('hex'),
      originator: sent.originator,
      body: sent.body,
      recipients: { totalCount: 1, items: [{ recipient: Number(recipients[0]!.slice(1)), status: 'sent' }] },
    });
  }

  const server = http.createServer((req, res) => {
    const route = `${req.method} ${req.url}`;
    const handle =
      route === `POST ${twilioPath}` ? twilioMessage : route === 'POST /messages' ? birdMessage : undefined;
    if (!handle) return answer(res, 404, { message: 'Not found' });
    void handle(req, res).catch((error: unknown) => answer(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
