/** The parts of `http_ece` (Encrypted Content-Encoding for HTTP, RFC 8188) the push service stand-in uses. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm';
    privateKey: ECDH;
    authSecret: Buffer;
  }

  const ece: { decrypt(content: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
