import { connect } from 'node:net';
import { percentile } from './bench-env.ts';

/**
 * A lean load generator in its own process (bench/load.ts runs it): keep-alive connections over plain sockets, one
 * request at a time on each, the request's bytes built once and answers read by their Content-Length. On the app's
 * answers (17 headers) it spends about half of autocannon's CPU per request, so that on two cores the server it
 * drives, not the generator, is what runs out of CPU. Prints its figures as JSON. Answers without a Content-Length
 * (chunked) count as errors.
 */
interface Options {
  url: string;
  seconds: number;
  connections: number;
  headers: Record<string, string>;
}

const { url, seconds, connections, headers } = JSON.parse(process.argv[2]!) as Options;
const target = new URL(url);
const request = Buffer.from(
  [
    `GET ${target.pathname}${target.search} HTTP/1.1`,
    `host: ${target.host}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n'),
);

const HEADER_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length: *(\d+)/i;
/** Every answer's response time in ms, for the 99th percentile. */
const times: number[] = [];
let non2xx = 0;
let errors = 0;
let running = true;
/** Answers counted when the time was up (the last ones still on their way are not). */
let answeredInTime = 0;

function drive(): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(Number(target.port), target.hostname);
    socket.setNoDelay(true);
    let pending: Buffer = Buffer.alloc(0);
    let sentAt = 0;
    const send = () => {
      sentAt = performance.now();
      socket.write(request);
    };
    socket.on('connect', send);
    socket.on('data', (chunk: Buffer) => {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      const headerEnd = pending.indexOf(HEADER_END);
      if (headerEnd < 0) return;
      const head = pending.toString('latin1', 0, headerEnd);
      const length = CONTENT_LENGTH.exec(head);
      if (!length) {
        errors++;
        socket.destroy();
        return;
      }
      const end = headerEnd + HEADER_END.length + Number(length[1]);
      if (pending.length < end) return;
      pending = pending.subarray(end);
      times.push(performance.now() - sentAt);
      if (head.charCodeAt(9) !== 50 /* 2xx */) non2xx++;
      if (running) send();
      else socket.end();
    });
    socket.on('error', () => errors++);
    socket.on('close', () => resolve());
  });
}

const done = Promise.all(Array.from({ length: connections }, drive));
setTimeout(() => {
  running = false;
  answeredInTime = times.length;
}, seconds * 1000);
await done;
console.log(
  JSON.stringify({
    requestsPerSecond: answeredInTime / seconds,
    p99Ms: Math.round(
      percentile(
        times.sort((a, b) => a - b),
        0.99,
      ) || 0,
    ),
    errors,
    non2xx,
  }),
);
