import { expect, test } from "@playwright/test";
import { LOCAL_BACKEND_URL } from "../src/lib/cms/backendSettings";
import { FAKE_GITHUB } from "../playwright.config";
import { startFakeGithub, type FakeGithub } from "./fakeGithub";

/** The editor at /admin signs staff in with GitHub through the content service's own OAuth exchange
 * (/api/cms/auth and /api/cms/callback), against a fake GitHub the service is pointed at
 * (playwright.config.ts); no third-party sign-in service runs. */
let github: FakeGithub;

test.beforeAll(async () => {
  github = await startFakeGithub(FAKE_GITHUB.port, FAKE_GITHUB.client);
});

test.afterAll(() => new Promise<void>((resolve) => github.server.close(() => resolve())));

test("Login with GitHub exchanges the code at the content service and hands the token to the editor's window", async ({
  page,
}) => {
  // With decap-server out of reach, the editor on this machine uses its GitHub backend, as in production.
  await page.route(`${new URL(LOCAL_BACKEND_URL).origin}/**`, (route) => route.abort());
  const tokens: string[] = [];
  await page.route("https://api.github.com/**", async (route) => {
    tokens.push(route.request().headers().authorization ?? "");
    const { pathname } = new URL(route.request().url());
    if (pathname === "/user")
      return route.fulfill({ json: { login: "office-staff", name: "Office Staff", avatar_url: "" } });
    return route.fulfill({ status: 404, json: { message: "Not Found" } });
  });
  await page.goto("/admin/");
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Login with GitHub" }).click();
  const signIn = await popup;
  await signIn.waitForEvent("close");
  await expect.poll(() => tokens[0]).toBe(`token ${github.token}`);
  expect(github.exchanges).toEqual([
    expect.objectContaining({
      client_id: FAKE_GITHUB.client.id,
      client_secret: FAKE_GITHUB.client.secret,
      code: "e2e-one-time-code",
    }),
  ]);
});
