/**
 * A browser's push subscription as the site sends it to POST /api/push/{code}/subscriptions: what
 * `PushSubscription.toJSON()` gives, and the notice levels chosen. It names no one: the endpoint is
 * the push service's address for one browser, the keys encrypt what is sent to it.
 */
import * as z from "zod/mini";
import { ALERT_LEVELS } from "../alerts";
import { ENDPOINT_REFUSED, isPushEndpoint } from "./pushEndpoint";

/** Base64url without padding, of an exact number of bytes. */
const base64url = (bytes: number, message: string) =>
  z.string({ error: message }).check(z.regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`), message));

/** The longest endpoint a push service gives is a few hundred characters. */
export const ENDPOINT_MAX = 1024;

export const LEVELS_REFUSED = `levels must list one or more of ${ALERT_LEVELS.join(", ")}, each once.`;

/** The levels a subscription may choose: emergencies and closures always, information if chosen. */
export const pushLevels = z.array(z.enum(ALERT_LEVELS, { error: LEVELS_REFUSED }), { error: LEVELS_REFUSED }).check(
  z.minLength(1, LEVELS_REFUSED),
  z.refine((levels) => new Set(levels).size === levels.length, LEVELS_REFUSED),
);

const endpoint = (extraOrigins: readonly string[]) =>
  z.string({ error: ENDPOINT_REFUSED }).check(
    z.maxLength(ENDPOINT_MAX, ENDPOINT_REFUSED),
    z.refine((value) => isPushEndpoint(value, extraOrigins), ENDPOINT_REFUSED),
  );

/** The body of a subscription; `extraOrigins` are the push services allowed besides the browsers'
 * (PUSH_ENDPOINT_ORIGINS, for tests). Fields besides these are refused. */
export const pushSubscriptionBody = (extraOrigins: readonly string[] = []) =>
  z.strictObject({
    endpoint: endpoint(extraOrigins),
    expirationTime: z.optional(z.nullable(z.number({ error: "expirationTime must be a number or null." }))),
    keys: z.strictObject(
      {
        // An uncompressed P-256 point (65 bytes) and a 16-byte secret (RFC 8291).
        p256dh: base64url(65, "keys.p256dh must be the browser's P-256 public key (65 bytes, base64url)."),
        auth: base64url(16, "keys.auth must be the browser's 16-byte secret (base64url)."),
      },
      { error: "keys must hold the browser's p256dh and auth keys." },
    ),
    levels: pushLevels,
  });

export type PushSubscriptionBody = z.infer<ReturnType<typeof pushSubscriptionBody>>;

/** DELETE /api/push/{code}/subscriptions: the subscription to forget, by its endpoint. */
export const pushUnsubscribeBody = z.strictObject({
  endpoint: z.string({ error: "endpoint must be the subscription's address." }).check(z.maxLength(ENDPOINT_MAX)),
});
