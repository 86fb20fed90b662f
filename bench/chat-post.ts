import { type Agent, request } from 'node:http';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '../shared/constants.ts';
import { senderAddress } from './chat-members.ts';

/** Where the generators send: the server's host and port, over their keep-alive agent. */
export interface ChatTarget {
  agent: Agent;
  hostname: string;
  port: string;
}

/**
 * POST /api/message.php as sender number `sender` (its session token, its own address as a trusted proxy would
 * name it); the answer's status and, for one that is not a 2xx, why (status 0: the request itself failed).
 */
export function postMessage(
  { agent, hostname, port }: ChatTarget,
  sender: number,
  token: string,
  payload: object,
): Promise<{ status: number; failure?: string }> {
  const body = JSON.stringify(payload);
  return new Promise((resolve) => {
    const req = request(
      {
        agent,
        hostname,
        port,
        method: 'POST',
        path: '/api/message.php',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          cookie: `auth=${token}`,
          [CLIENT_HEADER]: CLIENT_HEADER_VALUE,
          'x-forwarded-for': senderAddress(sender),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          resolve({ status, failure: status >= 300 ? `${status} ${Buffer.concat(chunks).toString()}` : undefined });
        });
      },
    );
    req.on('error', (error) => resolve({ status: 0, failure: error.message }));
    req.end(body);
  });
}
