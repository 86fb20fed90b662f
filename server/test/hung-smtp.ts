import { type Socket, createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface HungSmtpServer {
  /** `smtp://127.0.0.1:<port>`. */
  url: string;
  /** Connections open now (each a mail client waiting for a greeting). */
  openConnections(): number;
  /** Drops every connection and stops listening. */
  close(): Promise<void>;
}

/** A mail server that hangs: it accepts connections on loopback and never says a word. */
export async function startHungSmtpServer(): Promise<HungSmtpServer> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    openConnections: () => sockets.size,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
