import { WebSocket } from 'ws';
import type { RealtimeMessage } from '../shared/realtime.ts';

/** The k-th like of the run: each member is liked in turn, by a different member each round. */
export function likeOf(members: readonly string[], k: number): { likerId: string; likedId: string } {
  const round = Math.floor(k / members.length);
  return { likedId: members[k % members.length]!, likerId: members[(k + 1 + round) % members.length]! };
}

/** The k-th message of the chat bench among `members` members: like likeOf, the sender and recipient's indexes. */
export function chatMessageOf(members: number, k: number): { sender: number; recipient: number } {
  const round = Math.floor(k / members);
  return { recipient: k % members, sender: (k + 1 + round) % members };
}

/** The text of the chat bench's k-th message: its number and its send time (the generator's clock, ms). */
export const chatTextOf = (k: number, sentAt: number) => `bench ${k} ${sentAt}`;

/** The number and send time in a text of chatTextOf, if it is one. */
export function parseChatText(text: string): { k: number; sentAt: number } | undefined {
  const match = /^bench (\d+) ([\d.]+)$/.exec(text);
  return match ? { k: Number(match[1]), sentAt: Number(match[2]) } : undefined;
}

const pairKey = (likedId: string, likerId: string) => `${likedId} ${likerId}`;

/** What a bench does with each message a member's socket receives, `at` its arrival time. */
export type OnLiveMessage = (memberId: string, message: RealtimeMessage, at: number) => void;

/** Live sockets of many members in this process, noting when each like arrives (the clock the generator uses). */
export class LiveClients {
  private readonly sockets: WebSocket[] = [];
  readonly arrivals = new Map<string, number>();

  /** `onMessage` hears every message but the hello; likes are noted in `arrivals` regardless. */
  constructor(private readonly onMessage?: OnLiveMessage) {}

  /**
   * Opens one socket per member, `parallel` at a time; `connect` gives each member's URL and options. Resolves once
   * every socket has had its hello: the server has registered it and will send it what concerns its member.
   */
  async open(
    members: readonly string[],
    connect: (memberId: string, index: number) => { url: string; headers?: Record<string, string>; origin?: string },
    parallel = 100,
  ): Promise<void> {
    for (let from = 0; from < members.length; from += parallel) {
      await Promise.all(
        members.slice(from, from + parallel).map((memberId, offset) => {
          const { url, headers, origin } = connect(memberId, from + offset);
          const socket = new WebSocket(url, { headers, origin, perMessageDeflate: false });
          this.sockets.push(socket);
          socket.on('message', (data) => {
            const message = JSON.parse(data.toString()) as RealtimeMessage;
            const at = performance.timeOrigin + performance.now();
            if (message.type === 'like.created') this.arrivals.set(pairKey(memberId, message.profile_id), at);
            if (message.type !== 'hello') this.onMessage?.(memberId, message, at);
          });
          return new Promise<void>((resolve, reject) => {
            socket.once('message', () => resolve());
            socket.once('error', reject);
            socket.once('close', (code) => reject(new Error(`socket closed before its hello: ${code}`)));
          });
        }),
      );
    }
  }

  /** When like k arrived, if it did. */
  arrivalOf(members: readonly string[], k: number): number | undefined {
    const { likedId, likerId } = likeOf(members, k);
    return this.arrivals.get(pairKey(likedId, likerId));
  }

  async close(): Promise<void> {
    await Promise.all(
      this.sockets.map(
        (socket) =>
          new Promise((resolve) => {
            socket.once('close', resolve);
            socket.terminate();
          }),
      ),
    );
  }
}
