import type { RealtimeMessage } from '../../../shared/realtime.ts';

/** Stands in for the browser's WebSocket (vi.stubGlobal('WebSocket', FakeWebSocket)): the test plays the server. */
export class FakeWebSocket {
  /** Every socket opened since the last `reset`, oldest first. */
  static opened: FakeWebSocket[] = [];
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closedByClient = false;
  /** The browser's constant, read by the code as `WebSocket.OPEN` while this class stands in for it. */
  static readonly OPEN = 1;
  /** Open from the start: the test plays a server that accepted it. */
  readyState = FakeWebSocket.OPEN;
  /** The frames the client sent. */
  readonly sent: string[] = [];

  constructor(readonly url: string) {
    FakeWebSocket.opened.push(this);
  }

  static reset(): void {
    FakeWebSocket.opened = [];
  }

  static get latest(): FakeWebSocket {
    return FakeWebSocket.opened.at(-1)!;
  }

  close(): void {
    this.closedByClient = true;
  }

  send(frame: string): void {
    this.sent.push(frame);
  }

  /** The server sends a message. */
  receive(message: RealtimeMessage): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  /** The connection ends with `code` (1006: lost). */
  drop(code = 1006): void {
    this.onclose?.({ code });
  }
}
