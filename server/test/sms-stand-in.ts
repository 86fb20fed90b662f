import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message as the stand-in received it (Twilio's form fields). */
export interface StandInSms {
  to: string;
  from?: string;
  messagingServiceSid?: string;
  body: string;
}

export interface TwilioStandIn {
  /** The API root to give the sender as its base URL (`http://127.0.0.1:<port>`). */
  url: string;
  accountSid: string;
  authToken: string;
  /** Every message accepted, oldest first. */
  messages: StandInSms[];
  /** Every request received, accepted or not, as `METHOD /path`. */
  requests: string[];
  /**
   * Makes the following sends fail until set back to null: `refuse` answers 400 with Twilio's error 21610 (the
   * number unsubscribed), `unavailable` 503, `hang` never answers.
   */
  outage: 'refuse' | 'unavailable' | 'hang' | null;
  close(): Promise<void>;
}

/** Twilio's error shape. */
const twilioError = (res: ServerResponse, status: number, code: number, message: string) =>
  answer(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Twilio's Messages API on loopback for tests (as mollie-stand-in.ts is Mollie's): POST
 * /2010-04-01/Accounts/{sid}/Messages.json with basic auth of this account only, a form with To, Body and From or
 * MessagingServiceSid; answers 201 with the message, records it, and fails or hangs when told to.
 */
export async function startTwilioStandIn(): Promise<TwilioStandIn> {
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const authToken = randomBytes(16).toString('hex');
  const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const messagesPath = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
  const standIn: Omit<TwilioStandIn, 'url' | 'close'> = {
    accountSid,
    authToken,
    messages: [],
    requests: [],
    outage: null,
  };

  const server = http.createServer((req, res) => {
    standIn.requests.push(`${req.method} ${req.url}`);
    void handle(req, res).catch((error: unknown) => twilioError(res, 500, 20500, String(error)));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.headers.authorization !== expected) return twilioError(res, 401, 20003, 'Authenticate');
    if (req.method !== 'POST' || req.url !== messagesPath) return twilioError(res, 404, 20404, 'Not found');
    const form = await formOf(req);
    if (standIn.outage === 'hang') return;
    if (standIn.outage === 'unavailable') return twilioError(res, 503, 20503, 'Service unavailable');
    if (standIn.outage === 'refuse') return twilioError(res, 400, 21610, 'Attempt to send to unsubscribed recipient');
    const to = form.get('To');
    const body = form.get('Body');
    const from = form.get('From') ?? undefined;
    const messagingServiceSid = form.get('MessagingServiceSid') ?? undefined;
    if (!to || !/^\+[1-9]\d{6,14}$/.test(to)) return twilioError(res, 400, 21211, "Invalid 'To' Phone Number");
    if (!body) return twilioError(res, 400, 21602, 'Message body is required');
    if (!from && !messagingServiceSid) return twilioError(res, 400, 21603, "A 'From' phone number is required");
    standIn.messages.push({ to, body, from, messagingServiceSid });
    answer(res, 201, {
      sid: `SM${randomBytes(16).toString('hex')}`,
      account_sid: accountSid,
      to,
      from: from ?? null,
      messaging_service_sid: messagingServiceSid ?? null,
      body,
      status: 'queued',
    });
  }

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
