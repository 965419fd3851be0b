/** The part of http_ece (Encrypted Content-Encoding, RFC 8188) the tests use, as a browser would:
 * a push's payload decrypted with the receiver's key pair and secret. */
declare module "http_ece" {
  import type { ECDH } from "crypto";
  export function decrypt(
    buffer: Buffer,
    params: { version: "aes128gcm"; privateKey: ECDH; authSecret: Buffer | string },
  ): Buffer;
}
