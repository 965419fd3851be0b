import webpush from "web-push";
import { isPushEndpoint } from "@school/contract/push/pushEndpoint";
import type { DueSend } from "../db/pushQueue";
import type { VapidKeys } from "../db/vapidKeys";
import { deliveryOf, type Delivery } from "./delivery";
import { noticeTopic } from "./noticePush";

/** A push service that has not answered by then is tried again later. */
export const PUSH_TIMEOUT_MS = 10_000;
/** Push services keep a push four weeks at most. */
const MAX_TTL_S = 28 * 24 * 3600;

export interface PushSigning {
  keys: VapidKeys;
  /** Whom the push services may contact about the pushes: a mailto: or https: address. */
  subject: string;
  /** Push services allowed besides the browsers' (tests' local ones). */
  endpointOrigins: readonly string[];
}

/** Sends one push, encrypted for its browser (RFC 8291) and signed with the service's VAPID key
 * (RFC 8292), to be delivered until the notice ends, at once (`Urgency: high`), replacing an
 * undelivered one of the same notice (`Topic`). The request never follows a redirect: it goes to
 * the push service's own address or nowhere. */
export async function sendPush(send: DueSend, signing: PushSigning, now = Date.now()): Promise<Delivery> {
  if (!send.endpoint || !send.p256dh || !send.auth) return { outcome: "gone" };
  // The list may have changed since the browser subscribed (PUSH_ENDPOINT_ORIGINS unset).
  if (!isPushEndpoint(send.endpoint, signing.endpointOrigins)) return { outcome: "failed" };
  const ttl = Math.min(MAX_TTL_S, Math.floor((send.endsAt - now) / 1000));
  if (ttl <= 0) return { outcome: "failed" };
  const request = webpush.generateRequestDetails(
    { endpoint: send.endpoint, keys: { p256dh: send.p256dh, auth: send.auth } },
    send.payload,
    {
      TTL: ttl,
      urgency: "high",
      topic: noticeTopic(send.alertId),
      vapidDetails: {
        subject: signing.subject,
        publicKey: signing.keys.publicKey,
        privateKey: signing.keys.privateKey,
      },
    },
  );
  try {
    const answer = await fetch(request.endpoint, {
      method: request.method,
      headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
      body: request.body ? new Uint8Array(request.body) : undefined,
      redirect: "manual",
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await answer.body?.cancel();
    return deliveryOf(answer.status, answer.headers.get("retry-after"), now);
  } catch {
    return deliveryOf(null);
  }
}
