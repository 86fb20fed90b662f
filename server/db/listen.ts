import pg from 'pg';

export type Unlisten = () => Promise<void>;
export interface ListenHandlers {
  /** Each notification's payload. */
  message(payload: string): void;
  /** Notifications may have been missed (the listening connection was lost and is being opened again). */
  gap(): void;
  /** Listening again after a gap: what changed meanwhile can be read now and will be heard from here on. */
  resumed?(): void;
}

const RECONNECT_DELAY_MS = 1000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). When the connection is lost, it
 * reports the gap and connects again until unlistened.
 */
export async function listenPostgres(url: string, channel: string, handlers: ListenHandlers): Promise<Unlisten> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => message.payload !== undefined && handlers.message(message.payload));
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  const reconnect = (lost: pg.Client) => {
    if (closed || lost !== client) return;
    client = undefined;
    handlers.gap();
    lost.end().catch(() => {});
    retry = setTimeout(function attempt() {
      if (closed) return;
      connect().then(
        () => handlers.resumed?.(),
        () => (retry = setTimeout(attempt, RECONNECT_DELAY_MS)),
      );
    }, RECONNECT_DELAY_MS);
  };

  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    await client?.end();
  };
}
