/** @jest-environment node */
import { addAccount, DeskClient } from "./deskClient";
import { startService, tempDir, withDb } from "./helpers";
import { addSchool } from "../../src/schoolRegistry";
import { rootOf } from "../../src/db/schoolScope";

const SECOND = "GVSKOL";
/** PUBLIC_SITE_URL: the site of a school without an address of its own. */
const DEFAULT_SITE = "https://www.dps.example";
const SECOND_SITE = "https://www.second.example";

type Service = Awaited<ReturnType<typeof startService>>;

describe("each school's public site", () => {
  let service: Service;
  let owner: DeskClient;
  let admin: DeskClient;
  let secondEditor: DeskClient;
  let postId: string;

  beforeAll(async () => {
    const dataDir = tempDir("school-sites");
    service = await startService({ dataDir, siteUrl: DEFAULT_SITE });
    await withDb(dataDir, (db) =>
      addSchool(rootOf(db), { code: SECOND, name: "A second school", site: SECOND_SITE }, "test"),
    );
    await addAccount(dataDir, "vendor@group.example", "owner");
    await addAccount(dataDir, "head@dps.example", "admin");
    await addAccount(dataDir, "office@second.example", "editor", SECOND);
    [owner, admin, secondEditor] = [0, 1, 2].map(() => new DeskClient(service.base));
    await owner.signIn("vendor@group.example");
    await admin.signIn("head@dps.example");
    await secondEditor.signIn("office@second.example");
    const post = await secondEditor.request("/api/desk/blog", {
      method: "POST",
      json: {
        title: "Founders' day",
        description: "<p>The school remembered its founders.</p>",
        date: "2026-11-20",
        attachments: [],
      },
    });
    expect(post.status).toBe(201);
    postId = ((await post.json()) as { id: string }).id;
  }, 60_000);
  afterAll(() => service.close());

  const config = async (desk: DeskClient, school?: string) =>
    (await (await desk.request("/api/desk/config", { headers: school ? { "X-School": school } : {} })).json()) as {
      siteUrl: string;
    };
  const ogUrl = async (path: string) =>
    /<meta property="og:url" content="([^"]*)">/.exec(await (await fetch(`${service.base}${path}`)).text())?.[1];

  it("is where the desk's links of that school go, and PUBLIC_SITE_URL for a school without one", async () => {
    expect((await config(secondEditor)).siteUrl).toBe(SECOND_SITE);
    expect((await config(owner, SECOND)).siteUrl).toBe(SECOND_SITE);
    expect((await config(admin)).siteUrl).toBe(DEFAULT_SITE);
  });

  it("is where a shared item of that school takes a visitor, under that school's name", async () => {
    expect(await ogUrl(`/share/post/${postId}?school=${SECOND}`)).toBe(`${SECOND_SITE}/blog-inner?id=${postId}`);
    const preview = await (await fetch(`${service.base}/share/post/${postId}?school=${SECOND}`)).text();
    expect(preview).toContain('<meta property="og:site_name" content="A second school">');
    expect(preview).toContain("<title>Founders&#39; day | A second school</title>");
    expect(preview).not.toContain("Delhi Public School");
    const missing = await (await fetch(`${service.base}/share/post/nothing?school=${SECOND}`)).text();
    expect(missing).toContain(`href="${SECOND_SITE}/"`);
  });

  it("lets an owner read and change it at the desk, with the version it read, and nobody else", async () => {
    const list = (await (await owner.request("/api/desk/schools")).json()) as Record<string, unknown>[];
    expect(list.map(({ code, siteUrl, defaultSite }) => ({ code, siteUrl, defaultSite }))).toEqual([
      { code: "DPSSWB", siteUrl: "", defaultSite: DEFAULT_SITE },
      { code: SECOND, siteUrl: SECOND_SITE, defaultSite: DEFAULT_SITE },
    ]);
    expect((await admin.request("/api/desk/schools")).status).toBe(403);
    expect((await secondEditor.request("/api/desk/schools")).status).toBe(403);

    const one = await owner.request("/api/desk/schools/DPSSWB");
    const etag = one.headers.get("etag")!;
    const put = (json: unknown, ifMatch: string | null = etag) =>
      owner.request("/api/desk/schools/DPSSWB", {
        method: "PUT",
        json,
        headers: ifMatch ? { "If-Match": ifMatch } : {},
      });
    for (const bad of [
      "javascript:alert(1)",
      "http://www.dps.example",
      "https://www.dps.example/a/../b",
      "https://x.example/?q=1",
    ]) {
      const refused = await put({ siteUrl: bad });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { errors: Record<string, string> }).errors.siteUrl).toMatch(
        /^The site's address must be the public site's address, starting with https:\/\//,
      );
    }
    // The body is the contract's (schoolSiteBody): one string field, and no other.
    for (const [body, field, message] of [
      [
        { siteUrl: "https://www.dpssiliguri.example", name: "Renamed" },
        "name",
        "This call does not take the field name.",
      ],
      [{ siteUrl: 42 }, "siteUrl", "Give the site's address."],
      [{}, "siteUrl", "Give the site's address."],
    ] as const) {
      const refused = await put(body);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { errors: Record<string, string> }).errors[field]).toBe(message);
    }
    // Nothing refused changed the school: it is still the version read above.
    expect((await owner.request("/api/desk/schools/DPSSWB")).headers.get("etag")).toBe(etag);
    // Only an owner's call about a school that exists has its body read.
    const byAdmin = await admin.request("/api/desk/schools/DPSSWB", { method: "PUT", json: { siteUrl: 1 } });
    expect(byAdmin.status).toBe(403);
    const noSuchSchool = await owner.request("/api/desk/schools/NOSUCH", { method: "PUT", json: { siteUrl: 1 } });
    expect(noSuchSchool.status).toBe(404);
    expect((await put({ siteUrl: "https://www.dpssiliguri.example" }, null)).status).toBe(428);
    const changed = await put({ siteUrl: "https://www.dpssiliguri.example/" });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ code: "DPSSWB", siteUrl: "https://www.dpssiliguri.example" });
    expect((await put({ siteUrl: "https://www.other.example" })).status).toBe(412);
    expect((await config(admin)).siteUrl).toBe("https://www.dpssiliguri.example");

    // The service's own school's feeds link to its new site at once.
    const rss = await (await fetch(`${service.base}/api/news/DPSSWB.rss`)).text();
    expect(rss).toContain("<link>https://www.dpssiliguri.example/news</link>");

    // Emptied, it is PUBLIC_SITE_URL's again.
    const again = await owner.request("/api/desk/schools/DPSSWB");
    const back = await owner.request("/api/desk/schools/DPSSWB", {
      method: "PUT",
      json: { siteUrl: "" },
      headers: { "If-Match": again.headers.get("etag")! },
    });
    expect(await back.json()).toMatchObject({ siteUrl: "" });
    expect((await config(admin)).siteUrl).toBe(DEFAULT_SITE);
    const log = (await (await admin.request("/api/desk/audit")).json()) as { kind: string; changes: unknown }[];
    expect(log.filter((entry) => entry.kind === "school").map((entry) => entry.changes)).toEqual([
      { siteUrl: ["https://www.dpssiliguri.example", null] },
      { siteUrl: [null, "https://www.dpssiliguri.example"] },
    ]);
  });
});
