import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/** The baseline: plain node:http replaying the app's exact answer (status, headers, body), nothing else. */
const [, , responseFile, port] = process.argv;
const { headers, body: base64 } = JSON.parse(readFileSync(responseFile!, 'utf8')) as {
  headers: Record<string, string>;
  body: string;
};
const body = Buffer.from(base64, 'base64');
createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(port), '127.0.0.1', () => console.log('Serving'));
