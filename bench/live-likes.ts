import { WebSocket } from 'ws';
import type { RealtimeMessage } from '../shared/realtime.ts';

/** The k-th like of the run: each member is liked in turn, by a different member each round. */
export function likeOf(members: readonly string[], k: number): { likerId: string; likedId: string } {
  const round = Math.floor(k / members.length);
  return { likedId: members[k % members.length]!, likerId: members[(k + 1 + round) % members.length]! };
}

const pairKey = (likedId: string, likerId: string) => `${likedId} ${likerId}`;

/** Live sockets of many members in this process, noting when each like arrives (the clock the generator uses). */
export class LiveClients {
  private readonly sockets: WebSocket[] = [];
  readonly arrivals = new Map<string, number>();

  /** Opens one socket per member, `parallel` at a time; `connect` gives each member's URL and options. */
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
          });
          return new Promise<void>((resolve, reject) => {
            socket.once('open', () => resolve());
            socket.once('error', reject);
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
