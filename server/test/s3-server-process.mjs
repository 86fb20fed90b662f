// The tests' S3-compatible server in a process of its own (server/test/s3-server.ts starts it): s3rver signs its
// list continuation tokens with DES, which Node's OpenSSL 3 offers only with --openssl-legacy-provider.
import process from 'node:process';
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  directory,
  silent: true,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
// Ends with the test process that started it (its stdin closes), if not stopped before.
process.stdin.on('end', () => process.exit(0)).resume();
