/** @jest-environment node */
import http from "http";
import { sql } from "kysely";
import { disableStaff, resetPassword } from "../../src/auth/staff";
import { DeskClient, PASSWORD, addAccount } from "./deskClient";
import { query, startService, withDb } from "./helpers";

let service: Awaited<ReturnType<typeof startService>>;
beforeAll(async () => {
  service = await startService();
  await addAccount(service.dataDir, "editor@school.example", "editor");
  await addAccount(service.dataDir, "admin@school.example", "admin");
}, 60_000);
afterAll(() => service.close());

const desk = () => new DeskClient(service.base);

describe("sessions", () => {
  it("answers 401 to every call without a session", async () => {
    const client = desk();
    for (const path of ["/api/desk/session", "/api/desk/news", "/api/desk/config", "/api/desk/media/x"])
      expect((await client.request(path)).status).toBe(401);
    expect((await client.request("/api/desk/news", { method: "POST", json: { title: "x" } })).status).toBe(401);
  });

  it("signs in with 204 and an HttpOnly, SameSite=Strict cookie scoped to the desk's API, then knows who is signed in", async () => {
    const client = desk();
    const response = await client.signIn("Editor@School.example ");
    expect(response.status).toBe(204);
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^desk_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; Path=\/api\/desk/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).not.toMatch(/Secure/);
    expect(await (await client.request("/api/desk/session")).json()).toEqual({
      email: "editor@school.example",
      role: "editor",
      school: "DPSSWB",
    });
  });

  it("marks the cookie Secure when the request came over HTTPS", async () => {
    const proxied = await startService(
      { dataDir: service.dataDir, trustProxy: ["127.0.0.1"] },
      { publicScheme: "https" },
    );
    try {
      const response = await new DeskClient(proxied.base).request("/api/desk/session", {
        method: "POST",
        json: { email: "editor@school.example", password: PASSWORD },
        headers: { "X-Forwarded-Proto": "https", Origin: proxied.base.replace("http:", "https:") },
      });
      expect(response.status).toBe(204);
      // The session's cookie and the device's (sign-in-under-attack.test.ts) alike.
      const cookies = response.headers.getSetCookie();
      expect(cookies.map((cookie) => cookie.split("=")[0])).toEqual(["desk_session", "desk_device"]);
      for (const cookie of cookies) expect(cookie).toMatch(/; Secure/);
      expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await proxied.close();
    }
  });

  it("says why a sign-in through an untrusted proxy that ends HTTPS is refused", async () => {
    // The browser's page is https://…; the proxy passes the call on over http:// and says so in
    // X-Forwarded-Proto, which the service believes only from TRUST_PROXY's addresses.
    const untrusted = await startService({ dataDir: service.dataDir }, { publicScheme: "https" });
    try {
      const page = untrusted.base.replace("http:", "https:");
      const response = await new DeskClient(untrusted.base).request("/api/desk/session", {
        method: "POST",
        json: { email: "editor@school.example", password: PASSWORD },
        headers: { "X-Forwarded-Proto": "https", Origin: page },
      });
      expect(response.status).toBe(403);
      expect((await response.json()).error).toBe(
        `The desk accepts changes only from its own pages. This page is at ${page}, but the service saw the request arrive over http: a proxy in front ends HTTPS and is not trusted. Set TRUST_PROXY to the proxy's address (content-service/README.md).`,
      );
    } finally {
      await untrusted.close();
    }
  });

  it("names the setting, not a proxy, when the page is at another address than the service's configured one", async () => {
    const proxied = await startService(
      { dataDir: service.dataDir, trustProxy: ["127.0.0.1"] },
      { publicScheme: "https" },
    );
    try {
      const response = await new DeskClient(proxied.base).request("/api/desk/session", {
        method: "POST",
        json: { email: "editor@school.example", password: PASSWORD },
        headers: { "X-Forwarded-Proto": "https", Origin: proxied.base },
      });
      expect(response.status).toBe(403);
      expect((await response.json()).error).toBe(
        `The desk accepts changes only from its own pages. This page is at ${proxied.base}, but the service's address is set to ${proxied.base.replace("http:", "https:")}: set PUBLIC_SERVICE_URL to the address the desk is opened at (content-service/README.md).`,
      );
    } finally {
      await proxied.close();
    }
  });

  it("judges Origin by the service's configured address, never by the Host header", async () => {
    const client = desk();
    await client.signIn("editor@school.example");
    // fetch() sends its own Host; node:http sends the one given, as an attacker's client would.
    const forged = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const body = JSON.stringify({ title: "Forged", fromDate: "2026-11-25", description: "From another site" });
      const request = http.request(`${service.base}/api/desk/news`, {
        method: "POST",
        headers: {
          Host: "evil.test",
          Origin: "http://evil.test",
          Cookie: client.cookie ?? "",
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(body),
        },
      });
      request.on("response", (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      });
      request.on("error", reject);
      request.end(body);
    });
    expect(forged.status).toBe(403);
    expect(JSON.parse(forged.body).error).toMatch(/^The desk accepts changes only from its own pages\./);
  });

  it("signing out ends the session at once", async () => {
    const client = desk();
    await client.signIn("editor@school.example");
    const cookie = client.cookie;
    expect((await client.request("/api/desk/session", { method: "DELETE" })).status).toBe(204);
    client.cookie = cookie;
    expect((await client.request("/api/desk/session")).status).toBe(401);
  });

  it.each([
    ["disabling the account", (dataDir: string) => withDb(dataDir, (db) => disableStaff(db, "gone@school.example"))],
    [
      "resetting its password",
      (dataDir: string) => withDb(dataDir, (db) => resetPassword(db, "gone@school.example", "a brand new passphrase")),
    ],
  ])("%s ends its sessions at once", async (_label, change) => {
    await query(service.dataDir, sql`DELETE FROM staff WHERE email = 'gone@school.example'`);
    await addAccount(service.dataDir, "gone@school.example", "editor");
    const client = desk();
    expect((await client.signIn("gone@school.example")).status).toBe(204);
    expect((await client.request("/api/desk/session")).status).toBe(200);
    await change(service.dataDir);
    expect((await client.request("/api/desk/session")).status).toBe(401);
  });

  it.each([
    ["after 60 idle minutes", sql`UPDATE sessions SET last_seen_at = last_seen_at - 61 * 60000`],
    ["8 hours after sign-in, however busy", sql`UPDATE sessions SET created_at = created_at - 8 * 3600000 - 1000`],
  ])("ends %s", async (_label, statement) => {
    const client = desk();
    await client.signIn("admin@school.example");
    expect((await client.request("/api/desk/session")).status).toBe(200);
    await query(service.dataDir, statement);
    expect((await client.request("/api/desk/session")).status).toBe(401);
  });
});

describe("sign-in failures", () => {
  // Each test has a service of its own, behind a "proxy" (loopback) that names each try's address.
  let fresh: Awaited<ReturnType<typeof startService>>;
  beforeEach(async () => {
    fresh = await startService({ trustProxy: ["127.0.0.1"] });
    await addAccount(fresh.dataDir, "target@school.example", "editor");
  }, 60_000);
  afterEach(() => fresh.close());
  const signIn = (email: string, password: string, address = "203.0.113.10") =>
    new DeskClient(fresh.base).request("/api/desk/session", {
      method: "POST",
      json: { email, password },
      headers: { "X-Forwarded-For": address },
    });

  it("answers a wrong password and an unknown account alike", async () => {
    const wrong = await signIn("target@school.example", "not the password at all");
    const unknown = await signIn("nobody@school.example", "not the password at all");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it("answers 429 after five failures for one account from one address, even to the right password", async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await signIn("target@school.example", `guess number ${i}!!`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const locked = await signIn("target@school.example", PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect((await locked.json()).error).toBe(
      "Too many failed sign-ins. Try again in 15 minutes. If you have forgotten your password, an admin can reset it.",
    );
  });

  it("counts down the tries left before the lock, in the same words for an account that exists and one that does not", async () => {
    const said = async (email: string, address: string) =>
      ((await (await signIn(email, "not the password at all", address)).json()) as { error: string }).error;
    const known = [];
    const unknown = [];
    for (let i = 0; i < 5; i++) {
      known.push(await said("target@school.example", "203.0.113.10"));
      unknown.push(await said("nobody@school.example", "203.0.113.11"));
    }
    const reset = "If you have forgotten your password, an admin can reset it.";
    expect(known).toEqual([
      `The e-mail address or password is wrong. 4 tries left before sign-in is locked for 15 minutes. ${reset}`,
      `The e-mail address or password is wrong. 3 tries left before sign-in is locked for 15 minutes. ${reset}`,
      `The e-mail address or password is wrong. 2 tries left before sign-in is locked for 15 minutes. ${reset}`,
      `The e-mail address or password is wrong. 1 try left before sign-in is locked for 15 minutes. ${reset}`,
      `The e-mail address or password is wrong. Sign-in is now locked for 15 minutes. ${reset}`,
    ]);
    expect(unknown).toEqual(known);
    expect(await said("target@school.example", "203.0.113.10")).toBe(
      `Too many failed sign-ins. Try again in 15 minutes. ${reset}`,
    );
  });

  it("counts the tries left of an address guessing at many accounts, so that the count does not tell which exist", async () => {
    for (let i = 0; i < 17; i++) await signIn(`person${i}@school.example`, "wrong password!!");
    const answer = await signIn("target@school.example", "wrong password!!");
    expect((await answer.json()).error).toMatch(/^The e-mail address or password is wrong\. 2 tries left before/);
  }, 30_000);

  it("checks at most five of forty wrong passwords sent at once, then refuses the right one from that address and takes it from another", async () => {
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn("target@school.example", `concurrent guess ${i}!!`)),
    );
    const statuses = burst.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
    expect((await signIn("target@school.example", PASSWORD)).status).toBe(429);
    // The owner, elsewhere: not locked out (the account's checks are only paced, by a second).
    expect((await signIn("target@school.example", PASSWORD, "198.51.100.20")).status).toBe(204);
  }, 30_000);

  it("cannot be turned on the owner: five wrong passwords from one address leave another address free", async () => {
    for (let i = 0; i < 5; i++) expect((await signIn("target@school.example", `guess number ${i}!!`)).status).toBe(401);
    expect((await signIn("target@school.example", PASSWORD, "198.51.100.20")).status).toBe(204);
  }, 30_000);

  it("locks an unknown account the same way, so the lockout does not tell which accounts exist", async () => {
    for (let i = 0; i < 5; i++) await signIn("ghost@school.example", `guess number ${i}!!`);
    expect((await signIn("ghost@school.example", "another guess here")).status).toBe(429);
  });

  it("locks one address out after twenty failures at any accounts", async () => {
    for (let i = 0; i < 20; i++)
      expect((await signIn(`person${i}@school.example`, "wrong password!!")).status).toBe(401);
    expect((await signIn("target@school.example", PASSWORD)).status).toBe(429);
    expect((await signIn("target@school.example", PASSWORD, "198.51.100.20")).status).toBe(204);
  }, 30_000);

  it("forgives an account's failures after it signs in", async () => {
    for (let i = 0; i < 3; i++) await signIn("target@school.example", `guess number ${i}!!`);
    expect((await signIn("target@school.example", PASSWORD)).status).toBe(204);
    await signIn("target@school.example", "one more typo!!");
    expect((await signIn("target@school.example", PASSWORD)).status).toBe(204);
  });
});

describe("who may do what", () => {
  it("answers 403 to an editor on enquiries, certificates and the audit log, and lets an admin in", async () => {
    const editor = desk();
    await editor.signIn("editor@school.example");
    const admin = desk();
    await admin.signIn("admin@school.example");
    for (const path of ["/api/desk/submissions", "/api/desk/certificates", "/api/desk/audit"]) {
      expect((await editor.request(path)).status).toBe(403);
      expect((await admin.request(path)).status).toBe(200);
    }
    expect((await editor.upload(Buffer.from("x"), "tc.jpg", "/api/desk/certificate-images")).status).toBe(403);
    expect((await editor.request("/api/desk/news")).status).toBe(200);
  });

  it("answers 403 to an editor who spells an admin-only path another way", async () => {
    const editor = desk();
    await editor.signIn("editor@school.example");
    const admin = desk();
    await admin.signIn("admin@school.example");
    for (const path of [
      "/api/desk/%73ubmissions",
      "/api/desk/%61udit",
      "/api/desk/certificate%73",
      "/api/desk//submissions",
      "/api/desk/submissions/",
    ]) {
      const status = (await admin.request(path)).status;
      if (status !== 200) continue; // a spelling the router does not take reaches no route for anyone
      expect((await editor.request(path)).status).toBe(403);
    }
    expect((await admin.request("/api/desk/%73ubmissions")).status).toBe(200);
  });

  it("answers 403 to a change from another origin, or without one, and changes nothing", async () => {
    const editor = desk();
    await editor.signIn("editor@school.example");
    const item = { title: "Cross-site", fromDate: "2026-11-20", attachments: [] };
    expect(
      (
        await editor.request("/api/desk/news", {
          method: "POST",
          json: item,
          headers: { Origin: "https://evil.example" },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await editor.request("/api/desk/news", {
          method: "POST",
          json: item,
          headers: { Origin: "http://localhost:9000" },
        })
      ).status,
    ).toBe(403);
    const noOrigin = await fetch(`${service.base}/api/desk/news`, {
      method: "POST",
      headers: { Cookie: editor.cookie, "Content-Type": "application/json" },
      body: JSON.stringify(item),
    });
    expect(noOrigin.status).toBe(403);
    const foreign = await desk().request("/api/desk/session", {
      method: "POST",
      json: { email: "editor@school.example", password: PASSWORD },
      headers: { Origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error).toBe("The desk accepts changes only from its own pages.");
    const news = (await (await fetch(`${service.base}/api/news/All/DPSSWB`)).json()) as { title: string }[];
    expect(news.some((n) => n.title === "Cross-site")).toBe(false);
  });
});
