/** @jest-environment node */
import { clickTarget, notificationOf } from "../../src/lib/pushNotification";

const ORIGIN = "https://school.example";
const ICON = "/icons/icon-192.png";

it.each([
  ["/news", "https://school.example/news"],
  ["/blog-inner?id=blog_1", "https://school.example/blog-inner?id=blog_1"],
  ["https://school.example/events", "https://school.example/events"],
  ["https://elsewhere.example/phish", "https://school.example/"],
  ["//elsewhere.example/phish", "https://school.example/"],
  ["javascript:alert(1)", "https://school.example/"],
  ["", "https://school.example/"],
  [undefined, "https://school.example/"],
  [42, "https://school.example/"],
])("a tap on a notice linking %p opens %s", (url, expected) => {
  expect(clickTarget(url, ORIGIN)).toBe(expected);
});

it("shows the service's title, message and tag with the school's icon, and opens the notice's page", () => {
  const payload = {
    title: "School closed: Heavy rain",
    body: "No classes today.",
    level: "closure",
    url: "/news",
    tag: "notice-a1",
  };
  expect(notificationOf(payload, ORIGIN, ICON)).toEqual({
    title: "School closed: Heavy rain",
    options: {
      body: "No classes today.",
      icon: ICON,
      badge: ICON,
      tag: "notice-a1",
      requireInteraction: false,
      data: { url: "https://school.example/news" },
    },
  });
});

it.each([
  ["emergency", true],
  ["closure", false],
  ["information", false],
])("a %s notice stays on the screen until acted on: %s", (level, stays) => {
  const payload = { title: "T", body: "B", level, url: "/", tag: "notice-1" };
  expect(notificationOf(payload, ORIGIN, ICON).options.requireInteraction).toBe(stays);
});

it.each([null, "not json", { title: 3 }])("still shows a notification for unreadable data (%p)", (data) => {
  const { title, options } = notificationOf(data, ORIGIN, ICON);
  expect(title).toBe("Urgent notice from the school");
  expect(options.body).toBe("Open the school's website to read it.");
  expect(options.data.url).toBe("https://school.example/");
});
