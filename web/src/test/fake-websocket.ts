import type { RealtimeMessage } from '../../../shared/realtime.ts';

/** Stands in for the browser's WebSocket (vi.stubGlobal('WebSocket', FakeWebSocket)): the test plays the server. */
export class FakeWebSocket {
  /** Every socket opened since the last `reset`, oldest first. */
  static opened: FakeWebSocket[] = [];
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closedByClient = false;

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

  /** The server sends a message. */
  receive(message: RealtimeMessage): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  /** The connection ends with `code` (1006: lost). */
  drop(code = 1006): void {
    this.onclose?.({ code });
  }
}
