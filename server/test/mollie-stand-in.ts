import { randomInt } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';

/** A payment's status in Mollie's own words (API v2). */
export type MollieStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'canceled' | 'expired' | 'failed';

interface Amount {
  currency: string;
  value: string;
}

/** A payment as the stand-in answers it (the part of Mollie's payment object the client and the adapter read). */
export interface MolliePayment {
  resource: 'payment';
  id: string;
  mode: 'test';
  createdAt: string;
  status: MollieStatus;
  amount: Amount;
  description: string;
  method: string | null;
  metadata: unknown;
  locale?: string;
  /** Mollie's reversal totals: present once the payment is paid (refunds possible), chargebacks when not zero. */
  amountRefunded?: Amount;
  amountRemaining?: Amount;
  amountChargedBack?: Amount;
  redirectUrl?: string;
  webhookUrl?: string;
  /** Whether Mollie would cancel it now: only while open, and only for the methods that allow it. */
  isCancelable: boolean;
  _links: Record<string, { href: string; type: string }>;
}

export interface CreatedPayment {
  /** The JSON body the client sent. */
  request: Record<string, unknown>;
  /** The payment as the stand-in now answers it. */
  payment: MolliePayment;
}

export interface MollieStandIn {
  /** The API root to give the client as `apiEndpoint` (`http://127.0.0.1:<port>/v2/`). */
  url: string;
  payments: Map<string, CreatedPayment>;
  refunds: { paymentId: string; request: Record<string, unknown> }[];
  /** The query of every methods list asked for, as flat pairs (`amount[value]`: `12.50`). */
  methodQueries: Record<string, string>[];
  /** Every request received, authorized or not, as `METHOD /path?query`. */
  requests: string[];
  /** Moves a payment on, as the payer or the bank would. */
  setStatus(id: string, status: MollieStatus): void;
  /**
   * Makes the following requests (those `requests` matches as `METHOD /path`, else all) fail until set back to null:
   * `unavailable` answers 503 (with `Retry-After: 0`, so that the client's own retries end at once), `hangup` closes
   * the connection without an answer, `refuse` answers 422 as Mollie does to input it does not accept.
   */
  outage: { mode: 'unavailable' | 'hangup' | 'refuse'; requests?: RegExp } | null;
  /** The payer's bank takes `cents` of a paid payment back: Mollie keeps it `paid` and reports `amountChargedBack`. */
  chargeback(id: string, cents: number): void;
  /** A refund made elsewhere (Mollie's dashboard): it shows in `amountRefunded` as the API's refunds do. */
  refundAtMollie(id: string, cents: number): void;
  close(): Promise<void>;
}

const DEFAULT_METHODS = [
  'ideal',
  'bancontact',
  'creditcard',
  'paypal',
  'applepay',
  'banktransfer',
  'eps',
  'giropay',
  'kbc',
  'belfius',
  'przelewy24',
  'directdebit',
  'sofort',
];

const DESCRIPTIONS: Record<string, string> = {
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  creditcard: 'Card',
  paypal: 'PayPal',
  applepay: 'Apple Pay',
  banktransfer: 'Bank transfer',
  eps: 'eps',
  giropay: 'giropay',
  kbc: 'KBC/CBC Payment Button',
  belfius: 'Belfius Pay Button',
  przelewy24: 'Przelewy24',
  directdebit: 'SEPA Direct Debit',
  sofort: 'SOFORT Banking',
};

/** Mollie's wallets: its methods list holds them only when the query's `includeWallets` names them. */
const WALLETS = new Set(['applepay', 'googlepay']);
const AMOUNT = /^\d+\.\d{2}$/;
const DOCUMENTATION = { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' };
const ALPHANUMERICS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id as Mollie makes them: its prefix and ten letters or digits. */
const mollieId = (prefix: string) =>
  prefix + Array.from({ length: 10 }, () => ALPHANUMERICS[randomInt(ALPHANUMERICS.length)]).join('');

const isAmount = (value: unknown): value is Amount =>
  typeof value === 'object' &&
  value !== null &&
  typeof Reflect.get(value, 'currency') === 'string' &&
  AMOUNT.test(String(Reflect.get(value, 'value')));

/** An answer that ends the request: Mollie's error shape with its status. */
class MollieError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    detail: string,
    readonly field?: string,
  ) {
    super(detail);
  }
}

/**
 * A real HTTP server on loopback that imitates the part of Mollie's API v2 the Mollie provider uses: creating and
 * reading payments, listing methods and refunding, in Mollie's HAL JSON and error shapes, behind its bearer key. It
 * keeps what it was sent, and a test moves payments on with `setStatus`. Give the client `url` as its `apiEndpoint`,
 * and build it inside `withPlainHttpAgent`.
 */
export async function startMollieStandIn({
  apiKey,
  methods = DEFAULT_METHODS,
  cancelable = ['banktransfer', 'directdebit'],
}: {
  apiKey: string;
  methods?: string[];
  /** The methods whose open payments Mollie cancels; at Mollie an open iDEAL or card payment cannot be cancelled. */
  cancelable?: string[];
}): Promise<MollieStandIn> {
  const payments = new Map<string, CreatedPayment>();
  const refunds: MollieStandIn['refunds'] = [];
  const methodQueries: Record<string, string>[] = [];
  const requests: string[] = [];
  let origin = '';

  const centsOf = (amount: Amount | undefined) => (amount ? Math.round(Number(amount.value) * 100) : 0);
  const amountOf = (cents: number, currency: string): Amount => ({ currency, value: (cents / 100).toFixed(2) });
  /** Books `cents` more refunded or charged back on a paid payment, refused beyond what is left of it. */
  const reverse = (payment: MolliePayment, field: 'amountRefunded' | 'amountChargedBack', cents: number) => {
    const remaining = centsOf(payment.amountRemaining);
    if (payment.status !== 'paid' || cents <= 0 || cents > remaining) {
      throw new MollieError(422, 'Unprocessable Entity', 'The amount is higher than the amount that can be reversed');
    }
    const { currency } = payment.amount;
    payment[field] = amountOf(centsOf(payment[field]) + cents, currency);
    payment.amountRemaining = amountOf(remaining - cents, currency);
  };

  const paymentOf = (id: string) => {
    const created = payments.get(id);
    if (!created) throw new MollieError(404, 'Not Found', `No payment exists with token ${id}.`);
    return created.payment;
  };

  const createPayment = (request: Record<string, unknown>) => {
    if (!isAmount(request.amount))
      throw new MollieError(422, 'Unprocessable Entity', 'The amount is invalid', 'amount');
    if (typeof request.description !== 'string' || !request.description) {
      throw new MollieError(422, 'Unprocessable Entity', 'The description is invalid', 'description');
    }
    if (request.method !== undefined && !methods.includes(String(request.method))) {
      throw new MollieError(422, 'Unprocessable Entity', 'The payment method is not enabled', 'method');
    }
    const id = mollieId('tr_');
    const payment: MolliePayment = {
      resource: 'payment',
      id,
      mode: 'test',
      createdAt: new Date().toISOString(),
      status: 'open',
      amount: request.amount,
      description: request.description,
      method: typeof request.method === 'string' ? request.method : null,
      metadata: request.metadata ?? null,
      ...(typeof request.locale === 'string' && { locale: request.locale }),
      ...(typeof request.redirectUrl === 'string' && { redirectUrl: request.redirectUrl }),
      ...(typeof request.webhookUrl === 'string' && { webhookUrl: request.webhookUrl }),
      isCancelable: false,
      _links: {
        self: { href: `${origin}/v2/payments/${id}`, type: 'application/hal+json' },
        checkout: { href: `${origin}/checkout/${id}`, type: 'text/html' },
        documentation: { href: 'https://docs.mollie.com/reference/create-payment', type: 'text/html' },
      },
    };
    payments.set(id, { request, payment });
    return withCancelable(payment);
  };

  const withCancelable = (payment: MolliePayment) => {
    payment.isCancelable = payment.status === 'open' && cancelable.includes(payment.method ?? '');
    return payment;
  };

  const cancelPayment = (id: string) => {
    const payment = withCancelable(paymentOf(id));
    if (!payment.isCancelable) {
      throw new MollieError(422, 'Unprocessable Entity', 'The payment cannot be canceled');
    }
    payment.status = 'canceled';
    delete payment._links.checkout;
    return withCancelable(payment);
  };

  const refund = (paymentId: string, request: Record<string, unknown>) => {
    const payment = paymentOf(paymentId);
    if (payment.status !== 'paid') {
      throw new MollieError(422, 'Unprocessable Entity', 'The payment cannot be refunded: it has not been paid');
    }
    if (!isAmount(request.amount))
      throw new MollieError(422, 'Unprocessable Entity', 'The amount is invalid', 'amount');
    reverse(payment, 'amountRefunded', centsOf(request.amount));
    refunds.push({ paymentId, request });
    const id = mollieId('re_');
    return {
      resource: 'refund',
      id,
      mode: 'test',
      amount: request.amount,
      status: 'pending',
      description: typeof request.description === 'string' ? request.description : '',
      metadata: request.metadata ?? null,
      paymentId,
      createdAt: new Date().toISOString(),
      _links: {
        self: { href: `${origin}/v2/payments/${paymentId}/refunds/${id}`, type: 'application/hal+json' },
        payment: { href: `${origin}/v2/payments/${paymentId}`, type: 'application/hal+json' },
        documentation: { href: 'https://docs.mollie.com/reference/create-refund', type: 'text/html' },
      },
    };
  };

  const listMethods = (query: URLSearchParams) => {
    methodQueries.push(Object.fromEntries(query));
    const wallets = (query.get('includeWallets') ?? '').split(',');
    const listed = methods.filter((id) => !WALLETS.has(id) || wallets.includes(id));
    return {
      count: listed.length,
      _embedded: {
        methods: listed.map((id) => ({
          resource: 'method',
          id,
          description: DESCRIPTIONS[id] ?? id,
          minimumAmount: { value: '0.01', currency: 'EUR' },
          maximumAmount: { value: '50000.00', currency: 'EUR' },
          image: {
            size1x: `${origin}/images/${id}.png`,
            size2x: `${origin}/images/${id}@2x.png`,
            svg: `${origin}/images/${id}.svg`,
          },
          status: 'activated',
          _links: { self: { href: `${origin}/v2/methods/${id}`, type: 'application/hal+json' } },
        })),
      },
      _links: {
        self: { href: `${origin}/v2/methods?${query}`, type: 'application/hal+json' },
        documentation: { href: 'https://docs.mollie.com/reference/list-methods', type: 'text/html' },
      },
    };
  };

  /** The status and body of the answer to an authorized request. */
  const answer = (method: string, url: URL, body: Record<string, unknown>): [number, unknown] => {
    const path = url.pathname;
    if (method === 'GET' && path === '/v2/methods') return [200, listMethods(url.searchParams)];
    if (method === 'POST' && path === '/v2/payments') return [201, createPayment(body)];
    const payment = /^\/v2\/payments\/([^/]+)$/.exec(path);
    if (method === 'GET' && payment) return [200, withCancelable(paymentOf(payment[1] as string))];
    if (method === 'DELETE' && payment) return [200, cancelPayment(payment[1] as string)];
    const refunds = /^\/v2\/payments\/([^/]+)\/refunds$/.exec(path);
    if (method === 'POST' && refunds) return [201, refund(refunds[1] as string, body)];
    throw new MollieError(404, 'Not Found', `The resource ${method} ${path} does not exist.`);
  };

  const readJson = async (request: IncomingMessage): Promise<Record<string, unknown>> => {
    let text = '';
    for await (const chunk of request) text += chunk;
    if (!text) return {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
        return parsed as Record<string, unknown>;
    } catch {
      // Answered below, as Mollie answers any body that is no JSON object.
    }
    throw new MollieError(400, 'Bad Request', 'The request body is no valid JSON object.');
  };

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/hal+json' });
    response.end(JSON.stringify(body));
  };

  let outage: MollieStandIn['outage'] = null;

  const server = http.createServer((request, response) => {
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', origin);
    requests.push(`${method} ${url.pathname}${url.search}`);
    const failing = outage && (!outage.requests || outage.requests.test(`${method} ${url.pathname}`)) ? outage : null;
    if (failing?.mode === 'hangup') return void request.socket.destroy();
    if (failing) {
      const [status, title] = failing.mode === 'refuse' ? [422, 'Unprocessable Entity'] : [503, 'Service Unavailable'];
      response.writeHead(status, { 'Content-Type': 'application/hal+json', 'Retry-After': '0' });
      return void response.end(JSON.stringify({ status, title, detail: `The stand-in answers ${status} on demand` }));
    }
    const handle = async () => {
      if (request.headers.authorization !== `Bearer ${apiKey}`) {
        throw new MollieError(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');
      }
      const [status, body] = answer(method, url, await readJson(request));
      send(response, status, body);
    };
    handle().catch((error: unknown) => {
      // A fault of the stand-in itself reaches the test as Mollie's answer to a server error.
      const { status, title, message, field } =
        error instanceof MollieError ? error : new MollieError(500, 'Internal Server Error', String(error));
      send(response, status, {
        status,
        title,
        detail: message,
        ...(field && { field }),
        _links: { documentation: DOCUMENTATION },
      });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: `${origin}/v2/`,
    payments,
    refunds,
    methodQueries,
    requests,
    setStatus(id, status) {
      const payment = paymentOf(id);
      payment.status = status;
      // Mollie offers a checkout page only while the payer can still pay; a paid one can be refunded.
      if (status !== 'open') delete payment._links.checkout;
      if (status === 'paid' && !payment.amountRemaining) {
        payment.amountRefunded = amountOf(0, payment.amount.currency);
        payment.amountRemaining = payment.amount;
      }
    },
    chargeback(id, cents) {
      reverse(paymentOf(id), 'amountChargedBack', cents);
    },
    refundAtMollie(id, cents) {
      reverse(paymentOf(id), 'amountRefunded', cents);
    },
    get outage() {
      return outage;
    },
    set outage(value) {
      outage = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Builds a Mollie client that can reach the stand-in. `@mollie/api-client` sends every request through an
 * `https.Agent` of its own (pinned to its own CA bundle) whatever the endpoint's scheme, so it cannot speak plain HTTP,
 * nor trust a test's certificate. While `build` runs (the client makes its agent when it is created), `https.Agent` is
 * `http.Agent`: only the socket changes, URLs, headers, bodies and error handling stay the library's own.
 */
export function withPlainHttpAgent<T>(build: () => T): T {
  const { Agent } = https;
  Object.assign(https, { Agent: http.Agent });
  try {
    return build();
  } finally {
    Object.assign(https, { Agent });
  }
}
