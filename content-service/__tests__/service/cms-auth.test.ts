/** @jest-environment node */
import { createHash } from "crypto";
import http from "http";
import type { AddressInfo } from "net";
import vm from "vm";
import { configFromEnv } from "../../src/config";
import { handshakePage, scriptJson } from "../../src/cms/handshakePage";
import { ORIGIN, startService } from "./helpers";

const SERVICE_URL = "https://content.school.example";
const CLIENT_ID = "Iv1.test-client";
const CLIENT_SECRET = "test-secret-0123456789abcdef";
const GOOD_CODE = "good-code-123";
const TOKEN = "gho_TestToken</script><b>&\u2028";

/** GitHub's OAuth endpoints, played by a local server: it records what it was sent. */
async function startFakeGithub() {
  const authorizeQueries: URLSearchParams[] = [];
  const tokenRequests: URLSearchParams[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    if (url.pathname === "/login/oauth/authorize") {
      authorizeQueries.push(url.searchParams);
      response.writeHead(200, { "Content-Type": "text/plain" }).end("GitHub's sign-in page");
      return;
    }
    if (url.pathname === "/login/oauth/access_token" && request.method === "POST") {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        const form = new URLSearchParams(body);
        tokenRequests.push(form);
        const good =
          request.headers.accept === "application/json" &&
          form.get("client_id") === CLIENT_ID &&
          form.get("client_secret") === CLIENT_SECRET &&
          form.get("code") === GOOD_CODE;
        // GitHub reports a refused code with 200, not an error status.
        response
          .writeHead(200, { "Content-Type": "application/json" })
          .end(
            JSON.stringify(
              good
                ? { access_token: TOKEN, token_type: "bearer", scope: "repo" }
                : { error: "bad_verification_code", error_description: "The code passed is incorrect or expired." },
            ),
          );
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { base, authorizeQueries, tokenRequests, close };
}

let github: Awaited<ReturnType<typeof startFakeGithub>>;
let service: Awaited<ReturnType<typeof startService>>;
const cmsGithub = () => ({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, url: github.base });

// Every test here shares this service and one client address: together they stay under the 20
// requests a minute each route allows (the rate-limit test has a service of its own).
beforeAll(async () => {
  github = await startFakeGithub();
  service = await startService({
    seedNewDatabase: false,
    serviceUrl: SERVICE_URL,
    siteUrl: "https://www.school.example/",
    cmsGithub: cmsGithub(),
  });
}, 60_000);
afterAll(async () => {
  await service.close();
  await github.close();
});
beforeEach(() => {
  github.authorizeQueries.length = 0;
  github.tokenRequests.length = 0;
});

const get = (path: string, headers: Record<string, string> = {}, base = service.base) =>
  fetch(`${base}${path}`, { redirect: "manual", headers });

/** Starts a sign-in as Decap's popup does; returns the state cookie and the state sent to GitHub. */
async function startSignIn(base = service.base) {
  const response = await get("/api/cms/auth?provider=github&site_id=www.school.example&scope=repo", {}, base);
  expect(response.status).toBe(302);
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0];
  const state = new URL(response.headers.get("location") ?? "").searchParams.get("state") ?? "";
  return { response, cookie, state };
}

const scriptOf = (html: string) => html.match(/<script>([\s\S]*)<\/script>/)?.[1] ?? "";
/** The page's HTML outside its script. */
const outsideScript = (html: string) => html.replace(/<script>[\s\S]*<\/script>/, "");

/** Runs the page's script against a pretend opener, as a browser would in the popup. */
function runPopup(html: string, opener: { postMessage: (data: string, target: string) => void } | null) {
  let listener: ((event: { source: unknown; origin: string; data: unknown }) => void) | null = null;
  const status = { textContent: "" };
  const window = {
    opener,
    addEventListener: (_type: string, fn: typeof listener) => (listener = fn),
    removeEventListener: () => (listener = null),
  };
  vm.runInNewContext(scriptOf(html), { window, document: { getElementById: () => status }, setTimeout: () => 0 });
  return { status, reply: (event: { source: unknown; origin: string; data: unknown }) => listener?.(event) };
}

function expectPageHeaders(response: Response, html: string) {
  const csp = response.headers.get("content-security-policy") ?? "";
  const hash = createHash("sha256").update(scriptOf(html), "utf8").digest("base64");
  expect(csp).toBe(
    `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  );
  expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("referrer-policy")).toBe("no-referrer");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
}

describe("GET /api/cms/auth", () => {
  it("sends the browser to GitHub with the client ID, the configured callback and a fresh state", async () => {
    const { response, state } = await startSignIn();
    const location = new URL(response.headers.get("location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe(`${github.base}/login/oauth/authorize`);
    // The callback is named from PUBLIC_SERVICE_URL, never from the request's Host (127.0.0.1:…).
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: CLIENT_ID,
      redirect_uri: `${SERVICE_URL}/api/cms/callback`,
      scope: "repo",
      state,
    });
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await startSignIn()).state).not.toBe(state);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("keeps the state in an HttpOnly, SameSite=Lax cookie on /api/cms for 10 minutes", async () => {
    const { response, state } = await startSignIn();
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie.startsWith(`cms_oauth_state=${state}.`)).toBe(true);
    expect(cookie).toMatch(/; Max-Age=600/);
    expect(cookie).toMatch(/; Path=\/api\/cms(;|$)/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it("marks the cookie Secure when the request came over HTTPS", async () => {
    const proxied = await startService({
      seedNewDatabase: false,
      serviceUrl: SERVICE_URL,
      trustProxy: ["127.0.0.1"],
      cmsGithub: cmsGithub(),
    });
    try {
      const response = await get("/api/cms/auth?provider=github", { "X-Forwarded-Proto": "https" }, proxied.base);
      expect(response.status).toBe(302);
      expect(response.headers.get("set-cookie")).toMatch(/; Secure/);
    } finally {
      await proxied.close();
    }
  });

  it("asks for public_repo when the editor does, and for nothing else", async () => {
    const response = await get("/api/cms/auth?provider=github&scope=public_repo");
    expect(new URL(response.headers.get("location") ?? "").searchParams.get("scope")).toBe("public_repo");
    const wider = await get("/api/cms/auth?provider=github&scope=admin:org");
    expect(wider.status).toBe(400);
    expect(wider.headers.get("set-cookie")).toBeNull();
  });

  it.each(["provider=gitlab", "provider=GitHub", "provider=github&provider=gitlab", ""])(
    "refuses %p with 400 and an error page",
    async (query) => {
      const response = await get(`/api/cms/auth?${query}`);
      expect(response.status).toBe(400);
      expect(response.headers.get("location")).toBeNull();
      expect(response.headers.get("set-cookie")).toBeNull();
      const html = await response.text();
      expect(html).toContain("GitHub only");
      expectPageHeaders(response, html);
    },
  );
});

describe("GET /api/cms/callback", () => {
  it("swaps the code for a token and hands it only to the editor's page on an allowed origin", async () => {
    const { cookie, state } = await startSignIn();
    const response = await get(`/api/cms/callback?code=${GOOD_CODE}&state=${state}`, { Cookie: cookie });
    expect(response.status).toBe(200);
    expect(github.tokenRequests).toHaveLength(1);
    expect(Object.fromEntries(github.tokenRequests[0])).toEqual({
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      code: GOOD_CODE,
      redirect_uri: `${SERVICE_URL}/api/cms/callback`,
    });
    // The state is used once.
    expect(response.headers.get("set-cookie")).toMatch(
      /^cms_oauth_state=; Max-Age=0; Path=\/api\/cms; Expires=Thu, 01 Jan 1970/,
    );

    const html = await response.text();
    expectPageHeaders(response, html);
    // The token is in the script only, escaped so that it cannot end the element.
    expect(outsideScript(html)).not.toContain("gho_");
    expect(html.split("gho_")).toHaveLength(2);
    expect(html).not.toContain("</script><b>");
    expect(scriptOf(html)).toContain(scriptJson(TOKEN).slice(1, -1));

    const posted: [string, string][] = [];
    const opener = { postMessage: (data: string, target: string) => posted.push([data, target]) };
    const popup = runPopup(html, opener);
    expect(posted).toEqual([["authorizing:github", "*"]]);
    // Another window, or the opener saying something else, is not answered.
    popup.reply({ source: {}, origin: ORIGIN, data: "authorizing:github" });
    popup.reply({ source: opener, origin: ORIGIN, data: "authorizing:gitlab" });
    expect(posted).toHaveLength(1);
    popup.reply({ source: opener, origin: ORIGIN, data: "authorizing:github" });
    expect(posted[1]).toEqual([
      `authorization:github:success:${JSON.stringify({ token: TOKEN, provider: "github" })}`,
      ORIGIN,
    ]);
    expect(popup.status.textContent).toMatch(/Signed in/);
  });

  it("accepts the origin of PUBLIC_SITE_URL as well as ALLOWED_ORIGINS", async () => {
    const { cookie, state } = await startSignIn();
    const html = await (await get(`/api/cms/callback?code=${GOOD_CODE}&state=${state}`, { Cookie: cookie })).text();
    const posted: [string, string][] = [];
    const opener = { postMessage: (data: string, target: string) => posted.push([data, target]) };
    runPopup(html, opener).reply({ source: opener, origin: "https://www.school.example", data: "authorizing:github" });
    expect(posted[1]).toEqual([expect.stringMatching(/^authorization:github:success:/), "https://www.school.example"]);
  });

  it("tells an editor on any other origin why, and never gives it the token", async () => {
    const { cookie, state } = await startSignIn();
    const html = await (await get(`/api/cms/callback?code=${GOOD_CODE}&state=${state}`, { Cookie: cookie })).text();
    const posted: [string, string][] = [];
    const opener = { postMessage: (data: string, target: string) => posted.push([data, target]) };
    const popup = runPopup(html, opener);
    popup.reply({ source: opener, origin: "https://evil.example", data: "authorizing:github" });
    expect(posted).toHaveLength(2);
    expect(posted[1][0]).toMatch(
      /^authorization:github:error:\{"message":"The website editor at https:\/\/evil\.example is not one of this service's sites/,
    );
    expect(posted[1][1]).toBe("https://evil.example");
    expect(posted.join(" ")).not.toContain("gho_");
  });

  it("refuses a forged state with 400 and an error page, without asking GitHub, and keeps the browser's own state", async () => {
    const { cookie, state } = await startSignIn();
    const forged = `${state.slice(0, -1)}${state.endsWith("A") ? "B" : "A"}`;
    for (const query of [`state=${forged}`, "state=short", ""]) {
      const response = await get(`/api/cms/callback?code=${GOOD_CODE}&${query}`, { Cookie: cookie });
      expect(response.status).toBe(400);
      expect(response.headers.get("set-cookie")).toBeNull();
      const html = await response.text();
      expectPageHeaders(response, html);
      expect(html).toContain("does not belong to the sign-in this browser started");
      const posted: [string, string][] = [];
      const opener = { postMessage: (data: string, target: string) => posted.push([data, target]) };
      runPopup(html, opener).reply({ source: opener, origin: ORIGIN, data: "authorizing:github" });
      expect(posted[1][0]).toMatch(/^authorization:github:error:\{"message":"This answer from GitHub does not belong/);
    }
    expect(github.tokenRequests).toHaveLength(0);
    // The real answer still completes the sign-in the browser began.
    expect((await get(`/api/cms/callback?code=${GOOD_CODE}&state=${state}`, { Cookie: cookie })).status).toBe(200);
  });

  it("refuses a callback without the state cookie", async () => {
    const { state } = await startSignIn();
    const response = await get(`/api/cms/callback?code=${GOOD_CODE}&state=${state}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("was not started from this browser");
    expect(github.tokenRequests).toHaveLength(0);
  });

  it("refuses a state older than 10 minutes, even if the browser still sends its cookie", async () => {
    const { state } = await startSignIn();
    const response = await get(`/api/cms/callback?code=${GOOD_CODE}&state=${state}`, {
      Cookie: `cms_oauth_state=${state}.${Date.now() - 1000}`,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("took more than 10 minutes");
    expect(github.tokenRequests).toHaveLength(0);
  });

  it("answers GitHub's refusal of the code with an error page that performs the handshake", async () => {
    const { cookie, state } = await startSignIn();
    const response = await get(`/api/cms/callback?code=stale-code&state=${state}`, { Cookie: cookie });
    expect(response.status).toBe(502);
    expect(github.tokenRequests).toHaveLength(1);
    const html = await response.text();
    expectPageHeaders(response, html);
    expect(html).toContain("GitHub refused the sign-in: The code passed is incorrect or expired.");
    const posted: [string, string][] = [];
    const opener = { postMessage: (data: string, target: string) => posted.push([data, target]) };
    runPopup(html, opener).reply({ source: opener, origin: ORIGIN, data: "authorizing:github" });
    expect(posted[0]).toEqual(["authorizing:github", "*"]);
    expect(posted[1][0]).toMatch(/^authorization:github:error:\{"message":"GitHub refused the sign-in/);
    expect(JSON.parse(posted[1][0].slice("authorization:github:error:".length))).toEqual({
      message: expect.any(String),
    });
  });

  it("says so when the person declines on GitHub", async () => {
    const { cookie, state } = await startSignIn();
    const response = await get(
      `/api/cms/callback?error=access_denied&error_description=${encodeURIComponent("The user has denied your application access.<script>")}&state=${state}`,
      { Cookie: cookie },
    );
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(outsideScript(html)).toContain(
      "GitHub did not sign you in: The user has denied your application access.&lt;script&gt;",
    );
    expect(github.tokenRequests).toHaveLength(0);
  });

  it("answers 502 when GitHub cannot be reached", async () => {
    const closed = await startFakeGithub();
    await closed.close();
    const offline = await startService({ seedNewDatabase: false, cmsGithub: { ...cmsGithub(), url: closed.base } });
    try {
      const { cookie, state } = await startSignIn(offline.base);
      const response = await get(
        `/api/cms/callback?code=${GOOD_CODE}&state=${state}`,
        { Cookie: cookie },
        offline.base,
      );
      expect(response.status).toBe(502);
      expect(await response.text()).toContain("could not reach GitHub");
    } finally {
      await offline.close();
    }
  });
});

describe("without CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET", () => {
  it("answers 503 with a page that says what to set and still tells the editor", async () => {
    const bare = await startService({ seedNewDatabase: false });
    try {
      for (const path of ["/api/cms/auth?provider=github&scope=repo", "/api/cms/callback?code=x&state=y"]) {
        const response = await get(path, {}, bare.base);
        expect(response.status).toBe(503);
        expect(response.headers.get("set-cookie")).toBeNull();
        const html = await response.text();
        expectPageHeaders(response, html);
        expect(outsideScript(html)).toMatch(
          /Sign-in with GitHub is not set up[\s\S]*CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET/,
        );
        const posted: [string, string][] = [];
        const opener = { postMessage: (data: string, target: string) => posted.push([data, target]) };
        runPopup(html, opener).reply({ source: opener, origin: ORIGIN, data: "authorizing:github" });
        expect(posted[1]).toEqual([
          expect.stringMatching(/^authorization:github:error:\{"message":"Sign-in with GitHub is not set up/),
          ORIGIN,
        ]);
      }
    } finally {
      await bare.close();
    }
  });
});

describe("rate limit", () => {
  it("allows 20 attempts a minute per address on each route, then answers 429 through the handshake", async () => {
    const limited = await startService({ seedNewDatabase: false, cmsGithub: cmsGithub() });
    try {
      for (let attempt = 0; attempt < 20; attempt++)
        expect((await get("/api/cms/auth?provider=github", {}, limited.base)).status).toBe(302);
      const response = await get("/api/cms/auth?provider=github", {}, limited.base);
      expect(response.status).toBe(429);
      expect(response.headers.get("retry-after")).toBeTruthy();
      const html = await response.text();
      expectPageHeaders(response, html);
      expect(html).toContain("Too many sign-in attempts from your address");
      expect(html).toContain("authorizing:github");
      // The callback counts on its own.
      expect((await get("/api/cms/callback?code=x&state=y", {}, limited.base)).status).toBe(400);
    } finally {
      await limited.close();
    }
  });
});

describe("the page", () => {
  it("keeps values from ending the script or showing as markup", () => {
    expect(scriptJson("</script><!--\u2028\u2029&")).toBe('"\\u003c/script\\u003e\\u003c!--\\u2028\\u2029\\u0026"');
    const { html } = handshakePage({ error: '<img src=x onerror="alert(1)"></script>' }, ["https://a.example"]);
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;/script&gt;");
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it("says where it stands when no editor opened it", () => {
    const { html } = handshakePage({ token: "gho_x" }, [ORIGIN]);
    const popup = runPopup(html, null);
    expect(popup.status.textContent).toMatch(/not opened by the website editor/);
  });
});

describe("settings", () => {
  it("are off without both variables, and on with both", () => {
    expect(configFromEnv({}).cmsGithub).toBeNull();
    expect(configFromEnv({ CMS_GITHUB_CLIENT_ID: "id", CMS_GITHUB_CLIENT_SECRET: "secret" }).cmsGithub).toEqual({
      clientId: "id",
      clientSecret: "secret",
      url: "https://github.com",
    });
    expect(
      configFromEnv({
        CMS_GITHUB_CLIENT_ID: "id",
        CMS_GITHUB_CLIENT_SECRET: "secret",
        CMS_GITHUB_URL: "http://127.0.0.1:9999/",
      }).cmsGithub?.url,
    ).toBe("http://127.0.0.1:9999");
  });

  it("refuse half a pair, naming the missing variable and never the secret", () => {
    expect(() => configFromEnv({ CMS_GITHUB_CLIENT_ID: "id" })).toThrow(
      /CMS_GITHUB_CLIENT_ID is set but CMS_GITHUB_CLIENT_SECRET is not/,
    );
    let message = "";
    try {
      configFromEnv({ CMS_GITHUB_CLIENT_SECRET: "very-secret-value" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/CMS_GITHUB_CLIENT_SECRET is set but CMS_GITHUB_CLIENT_ID is not/);
    expect(message).not.toContain("very-secret-value");
  });

  it("refuse a GitHub address that is not http(s)", () => {
    expect(() =>
      configFromEnv({ CMS_GITHUB_CLIENT_ID: "id", CMS_GITHUB_CLIENT_SECRET: "s", CMS_GITHUB_URL: "github.com" }),
    ).toThrow(/CMS_GITHUB_URL=github.com/);
  });
});
