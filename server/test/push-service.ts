import { createECDH, randomBytes } from 'node:crypto';
import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

/** A push as the stand-in received it. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A browser's subscription at the stand-in, with the keys only the browser holds, to read what arrives. */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The push's plain text, decrypted as the browser would (aes128gcm, RFC 8291). */
  decrypt(body: Buffer): string;
}

/**
 * A browser push service on loopback: it takes pushes (201, or the status set for a path), keeps them in order (each
 * before it answers, so a push the app has sent is there), and hands out subscriptions whose keys can decrypt them.
 */
export class PushServiceStandIn {
  readonly received: ReceivedPush[] = [];
  private readonly statuses = new Map<string, number>();
  private server: Server | undefined;

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        this.received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(this.statuses.get(path) ?? 201).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  get origin(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  /** The status the stand-in answers pushes to `path` with (410: the subscription is gone). */
  answer(path: string, status: number): void {
    this.statuses.set(path, status);
  }

  subscribe(path: string): BrowserSubscription {
    const ecdh = createECDH('prime256v1');
    const publicKey = ecdh.generateKeys();
    const auth = randomBytes(16);
    return {
      endpoint: `${this.origin}${path}`,
      keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
      decrypt: (body) =>
        ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8'),
    };
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
