/** This browser's subscription to the school's urgent notices: what it is now, and starting or
 * ending it, at the browser's push service and at the content service (API_PATHS.pushKey,
 * pushSubscriptions). Loaded only when the opt-in comes near the screen or is used. */
import { API_PATHS, apiPath } from "@school/contract/apiPaths";
import type { AlertLevel } from "@school/contract/alerts";
import { browserPushAvailability, type PushAvailability } from "../lib/pushAvailability";
import { PUSH_WORKER_PATH } from "../lib/pushWorkerPath";
import { apiUrl, REQUEST_TIMEOUT_MS, SCHOOL_CODE } from "./config";

export type PushState = PushAvailability | "subscribed";

/** The levels a subscription asks for: closures and emergencies always, information if chosen. */
export const levelsFor = (withInformation: boolean): AlertLevel[] =>
  withInformation ? ["emergency", "closure", "information"] : ["emergency", "closure"];

/** Where the chosen levels are remembered, for the checkbox of a page opened later. */
const LEVELS_KEY = "push-levels";

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Where the browser stands now; the worker is looked for, never registered, here. */
export async function pushState(): Promise<PushState> {
  const available = browserPushAvailability();
  if (available !== "ready") return available;
  return (await currentSubscription()) ? "subscribed" : "ready";
}

export function rememberedInformation(): boolean {
  try {
    return window.localStorage.getItem(LEVELS_KEY)?.includes("information") ?? false;
  } catch {
    return false;
  }
}

function remember(levels: AlertLevel[] | null): void {
  try {
    if (levels) window.localStorage.setItem(LEVELS_KEY, levels.join(" "));
    else window.localStorage.removeItem(LEVELS_KEY);
  } catch {
    // A private window keeps no choice: the checkbox starts unticked there.
  }
}

const subscriptionsUrl = () => apiUrl(apiPath(API_PATHS.pushSubscriptions, { code: SCHOOL_CODE }));

async function send(method: "POST" | "DELETE", body: unknown): Promise<boolean> {
  try {
    const response = await fetch(subscriptionsUrl(), {
      method,
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
}

async function serviceKey(): Promise<string | null> {
  try {
    const response = await fetch(apiUrl(apiPath(API_PATHS.pushKey, { code: SCHOOL_CODE })), {
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = (await response.json()) as { publicKey?: unknown };
    return response.ok && typeof body.publicKey === "string" ? body.publicKey : null;
  } catch {
    return null;
  }
}

/** The key as the bytes PushManager takes (it is base64url). */
const keyBytes = (key: string) =>
  Uint8Array.from(atob(key.replace(/-/g, "+").replace(/_/g, "/")), (character) => character.charCodeAt(0));

export type SubscribeResult = "subscribed" | "denied" | "dismissed" | "failed";

/** Asks the browser's permission (only now, on the visitor's tap), registers the worker, subscribes
 * at the browser's push service and hands the subscription to the content service. A subscription
 * the service did not keep is ended again, so that none is left that nothing sends to. */
export async function subscribe(levels: AlertLevel[]): Promise<SubscribeResult> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return permission === "denied" ? "denied" : "dismissed";
  const key = await serviceKey();
  if (!key) return "failed";
  let subscription: PushSubscription | null = null;
  try {
    await navigator.serviceWorker.register(PUSH_WORKER_PATH, { scope: "/" });
    const registration = await navigator.serviceWorker.ready;
    subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(key),
    });
  } catch {
    return "failed";
  }
  if (!(await send("POST", { ...subscription.toJSON(), levels }))) {
    await subscription.unsubscribe().catch(() => false);
    return "failed";
  }
  remember(levels);
  return "subscribed";
}

/** Changes the levels of the subscription this browser has (the service renews it). */
export async function changeLevels(levels: AlertLevel[]): Promise<boolean> {
  const subscription = await currentSubscription();
  if (!subscription || !(await send("POST", { ...subscription.toJSON(), levels }))) return false;
  remember(levels);
  return true;
}

/** Ends the subscription in the browser and at the service, and removes the worker: a browser that
 * asked for nothing keeps nothing of the site's. */
export async function unsubscribe(): Promise<boolean> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    if (!(await send("DELETE", { endpoint: subscription.endpoint }))) return false;
    await subscription.unsubscribe();
  }
  await registration?.unregister();
  remember(null);
  return true;
}
