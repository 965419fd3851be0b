import { createECDH, randomBytes } from "crypto";
import path from "path";
import Database from "better-sqlite3";
import { expect, test, type BrowserContext, type Locator, type Page, type Worker } from "@playwright/test";
import { serviceDataDir, TEST_PUSH_SERVICE } from "../playwright.config";
import { watchForErrors } from "./consoleErrors";
import { axeViolations } from "./axe";

const SHOTS = "/work/wt/shots";
const OPT_IN = { name: "Urgent notices on your phone" } as const;

/** Headless Chromium refuses PushManager.subscribe ("Registration failed - permission denied", seen
 * here with the permission granted) and could not reach Google's push service anyway. So the page's
 * PushManager answers with a subscription on TEST_PUSH_SERVICE, as a browser would (its keys a real
 * P-256 key and secret), and keeps it in the page's storage; the rest (the permission, the worker's
 * registration, the service's key and both requests to the service) is the browser's and the
 * service's own. */
function stubPushManager(context: BrowserContext, endpoint: string) {
  const keys = {
    p256dh: createECDH("prime256v1").generateKeys().toString("base64url"),
    auth: randomBytes(16).toString("base64url"),
  };
  return context.addInitScript(
    ({ endpoint, keys }) => {
      const KEPT = "e2e-push-subscription";
      const subscription = (json: object) => ({
        endpoint,
        expirationTime: null,
        toJSON: () => json,
        unsubscribe: async () => {
          localStorage.removeItem(KEPT);
          return true;
        },
      });
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        if (!options?.userVisibleOnly || !options.applicationServerKey) throw new Error("no key");
        const json = { endpoint, expirationTime: null, keys };
        localStorage.setItem(KEPT, JSON.stringify(json));
        return subscription(json) as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        const kept = localStorage.getItem(KEPT);
        return kept ? (subscription(JSON.parse(kept) as object) as unknown as PushSubscription) : null;
      };
    },
    { endpoint, keys },
  );
}

/** The service's stored subscription for `endpoint`, read from its database as the sender would. */
function storedLevels(endpoint: string): string | undefined {
  const db = new Database(path.join(serviceDataDir, "content.db"), { readonly: true });
  try {
    const row = db.prepare("SELECT levels FROM push_subscriptions WHERE endpoint = ?").get(endpoint) as
      { levels: string } | undefined;
    return row?.levels;
  } finally {
    db.close();
  }
}

/** Axe over the opt-in, named by its class: the live code may take over from the server's drawing
 * (a new section, with a new heading id) while axe runs, and the class names both. */
async function expectNoAxeViolations(page: Page, region: Locator) {
  await expect(region).toBeVisible();
  expect(await axeViolations(page, { include: "section.push-optin" })).toEqual([]);
}

/** Each control at least 24 × 24 px; measured again if the opt-in's code takes over from the
 * server's drawing (a new element) while it is measured. */
async function expectTargetsOf24(controls: Locator[]) {
  for (const control of controls) {
    const side = async () => {
      const box = await control.boundingBox();
      return box ? Math.min(box.width, box.height) : 0;
    };
    await expect.poll(side).toBeGreaterThanOrEqual(24);
  }
}

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

test("a parent opts in from the footer, gets a notice from the worker, opens its page, and stops", async ({
  page,
  context,
  baseURL,
}) => {
  const endpoint = `${TEST_PUSH_SERVICE}/send/${randomBytes(12).toString("hex")}`;
  await stubPushManager(context, endpoint);
  await context.grantPermissions(["notifications"]);
  const errors = watchForErrors(page);
  await page.goto("/contact-us");
  // Nothing of the opt-in runs at load: no worker is registered for a visitor who has not asked.
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length))).toBe(0);

  const optIn = page.getByRole("region", OPT_IN);
  await optIn.scrollIntoViewIfNeeded();
  await expect(optIn).toContainText(
    "Closures and emergencies of this school, sent to this phone as they are published.",
  );
  const information = optIn.getByRole("checkbox", { name: "Also information notices" });
  const start = optIn.getByRole("button", { name: "Get urgent notices on this phone" });
  await expectTargetsOf24([information, start]);
  await expectNoAxeViolations(page, optIn);
  await optIn.screenshot({ path: `${SHOTS}/push-optin-before.png` });

  // By keyboard: tick information notices, then press the button.
  await information.focus();
  await page.keyboard.press("Space");
  await expect(information).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(start).toBeFocused();
  await page.keyboard.press("Enter");

  const stop = optIn.getByRole("button", { name: "Stop urgent notices" });
  await expect(stop).toBeVisible();
  await expect(optIn.locator(".push-optin__result")).toHaveText(
    "Done: urgent notices from the school will come to this phone.",
  );
  await expect(optIn).toContainText("This phone gets the school's closures and emergencies as they are published.");
  expect(storedLevels(endpoint)).toBe("emergency,closure,information");
  await expectNoAxeViolations(page, optIn);
  await expectTargetsOf24([information, stop]);
  await optIn.screenshot({ path: `${SHOTS}/push-optin-after.png` });

  // Another page knows this phone is subscribed, and with which levels.
  await page.goto("/our-mission");
  await page.getByRole("region", OPT_IN).scrollIntoViewIfNeeded();
  await expect(page.getByRole("region", OPT_IN).getByRole("button", { name: "Stop urgent notices" })).toBeVisible();
  await expect(
    page.getByRole("region", OPT_IN).getByRole("checkbox", { name: "Also information notices" }),
  ).toBeChecked();

  // A push as the service sends it (noticePush.ts), delivered to the worker as the browser would after
  // decrypting it.
  const payload = {
    title: "School closed: Heavy rain on Friday",
    body: "The school is closed on Friday because of heavy rain.",
    level: "emergency",
    url: "/news",
    tag: "notice-e2e-1",
  };
  const origin = new URL(baseURL!).origin;
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${origin}/`);
      if (ours && !ours.isDeleted) resolve(ours.registrationId);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration("/");
      const notifications = (await registration?.getNotifications()) ?? [];
      return notifications.map(({ title, body, tag, icon, requireInteraction }) => ({
        title,
        body,
        tag,
        icon,
        requireInteraction,
      }));
    });
  await expect.poll(shown).toEqual([
    {
      title: payload.title,
      body: payload.body,
      tag: payload.tag,
      icon: `${origin}/icons/icon-192.png`,
      requireInteraction: true,
    },
  ]);

  // No click on a notification is possible headless (none is drawn): the worker gets a
  // notificationclick of the shown notification, dispatched in its own scope, and what it opens is
  // recorded where it opens it.
  const ours = (one: Worker) => one.url() === `${origin}/push-worker.js`;
  const worker =
    context.serviceWorkers().find(ours) ?? (await context.waitForEvent("serviceworker", { predicate: ours }));
  const opened = await worker.evaluate(async () => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      clients: { openWindow: (url: string) => Promise<unknown> };
    };
    const [notification] = await scope.registration.getNotifications();
    const openedAt = new Promise<string>((resolve) => {
      scope.clients.openWindow = async (url: string) => {
        resolve(url);
        return null;
      };
    });
    const event = new Event("notificationclick") as Event & { notification: Notification; waitUntil: () => void };
    Object.assign(event, { notification, waitUntil: () => {} });
    self.dispatchEvent(event);
    return openedAt;
  });
  expect(opened).toBe(`${origin}/news`);
  await expect.poll(shown).toEqual([]);

  // Stop: the browser's subscription ends, the service forgets it, and the worker goes.
  await page.getByRole("region", OPT_IN).getByRole("button", { name: "Stop urgent notices" }).click();
  await expect(page.getByRole("region", OPT_IN).locator(".push-optin__result")).toHaveText(
    "Stopped: this phone will get no more notices from the school.",
  );
  await expect(
    page.getByRole("region", OPT_IN).getByRole("button", { name: "Get urgent notices on this phone" }),
  ).toBeVisible();
  expect(storedLevels(endpoint)).toBeUndefined();
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length))).toBe(0);
  expect(errors).toEqual([]);
});

test("where the browser blocks notifications, the opt-in says how to allow them, and asks nothing", async ({
  page,
}) => {
  await page.addInitScript(() => Object.defineProperty(Notification, "permission", { get: () => "denied" }));
  await page.goto("/our-mission");
  const optIn = page.getByRole("region", OPT_IN);
  await optIn.scrollIntoViewIfNeeded();
  await expect(optIn).toContainText(
    "Notices are blocked for this site: allow notifications in the browser's site settings, then reload.",
  );
  await expect(optIn.getByRole("button")).toHaveCount(0);
  await expectNoAxeViolations(page, optIn);
});

test("on an iPhone, in a tab, the opt-in says to add the site to the home screen first", async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  });
  const page = await context.newPage();
  await page.goto("/our-mission");
  const optIn = page.getByRole("region", OPT_IN);
  await optIn.scrollIntoViewIfNeeded();
  await expect(optIn).toContainText(
    "On an iPhone, first add this site to the home screen: Share, then Add to Home Screen.",
  );
  await expect(optIn.getByRole("button")).toHaveCount(0);
  await context.close();
});
