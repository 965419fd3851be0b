/** A push service on the loopback, for the tests (allowed through PUSH_ENDPOINT_ORIGINS): it keeps
 * every push it is sent, and each browser the tests make decrypts its own (RFC 8291) as a browser
 * would, with http_ece. */
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from "crypto";
import http from "http";
import type { AddressInfo } from "net";
import * as ece from "http_ece";

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** How the push service answers a push to a path: a status, after a delay. */
export type Answer = { status: number; delayMs?: number };

export async function startPushService(answer: (path: string, count: number) => Answer = () => ({ status: 201 })) {
  const received: ReceivedPush[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "";
      const { status, delayMs = 0 } = answer(path, received.filter((push) => push.path === path).length);
      setTimeout(() => {
        if (status >= 200 && status < 300)
          received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(status).end();
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** Pushes delivered to `path`. */
    to: (path: string) => received.filter((push) => push.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: its key pair and secret, and what it reads of a push. */
export class Browser {
  private readonly ecdh: ECDH = createECDH("prime256v1");
  private readonly auth = randomBytes(16);

  constructor(readonly endpoint: string) {
    this.ecdh.generateKeys();
  }

  subscription(levels: string[] = ["emergency", "closure"]) {
    return {
      endpoint: this.endpoint,
      expirationTime: null,
      keys: { p256dh: this.ecdh.getPublicKey().toString("base64url"), auth: this.auth.toString("base64url") },
      levels,
    };
  }

  /** The push's payload, decrypted with this browser's keys: it fails for another browser's. */
  read(push: ReceivedPush): unknown {
    const plain = ece.decrypt(push.body, { version: "aes128gcm", privateKey: this.ecdh, authSecret: this.auth });
    return JSON.parse(plain.toString("utf8"));
  }
}

/** The claims of a push's VAPID token (RFC 8292) once its signature is checked against `publicKey`
 * (the service's, base64url); throws when it does not verify. */
export function vapidClaims(push: ReceivedPush, publicKey: string): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(String(push.headers.authorization));
  if (!match) throw new Error(`No VAPID authorization: ${push.headers.authorization}`);
  const [, token, key] = match;
  if (key !== publicKey) throw new Error("The push names another key than the service's");
  const [header, claims, signature] = token.split(".");
  const point = Buffer.from(publicKey, "base64url");
  const jwk = {
    kty: "EC",
    crv: "P-256",
    x: point.subarray(1, 33).toString("base64url"),
    y: point.subarray(33, 65).toString("base64url"),
  };
  const valid = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key: createPublicKey({ key: jwk, format: "jwk" }), dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!valid) throw new Error("The VAPID signature does not verify with the service's key");
  return JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as { aud: string; exp: number; sub: string };
}
