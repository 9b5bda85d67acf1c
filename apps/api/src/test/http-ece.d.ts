/** The few calls of `http_ece` (Encrypted Content-Encoding, RFC 8188) the push tests use to decrypt a payload. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string | Buffer },
  ): Buffer;
}
