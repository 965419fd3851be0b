/**
 * The service worker at /push-worker.js (scope "/"), bundled by the build (gatsby/pushWorker.ts) and
 * registered only when a visitor asks for urgent notices on their phone. It shows each push as a
 * notification and opens the notice's page when tapped. It has no fetch handler and caches nothing,
 * so it never stands between a page and the network.
 */
import { SMALL_ICON } from "../lib/appIcons";
import { notificationOf } from "../lib/pushNotification";

// The DOM's types name no worker events; these are the parts used.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification;
}
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
}
interface Worker {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "push", listener: (event: PushEvent) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationEvent) => void): void;
}

const worker = self as unknown as Worker;

/** A push's data, or null when it is not JSON: the notification then says only that one came. */
function readData(event: PushEvent): unknown {
  try {
    return event.data?.json() ?? null;
  } catch {
    return null;
  }
}

/** A tab already on the page is brought forward; otherwise the page opens in a new one. */
async function openPage(url: string): Promise<void> {
  const tabs = await worker.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = tabs.find((tab) => tab.url === url);
  if (open) await open.focus();
  else await worker.clients.openWindow(url);
}

// A new version of this file takes over at once: it holds no state a page relies on.
worker.addEventListener("install", (event) => event.waitUntil(worker.skipWaiting()));

worker.addEventListener("push", (event) => {
  const { title, options } = notificationOf(readData(event), worker.location.origin, SMALL_ICON.path);
  event.waitUntil(worker.registration.showNotification(title, options));
});

worker.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: string } | null;
  event.waitUntil(openPage(data?.url ?? `${worker.location.origin}/`));
});
