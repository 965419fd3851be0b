/** @jest-environment node */
import { API_PATHS, apiPath } from "@school/contract/apiPaths";
import { DESK_KINDS } from "@school/contract/desk/kinds";
import { startService } from "./helpers";

type Operation = {
  tags?: string[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses?: Record<string, { content?: Record<string, { schema: { items?: { properties?: object } } }> }>;
};
type Document = { info: { title: string }; paths: Record<string, Record<string, Operation>> };

let service: Awaited<ReturnType<typeof startService>>;
let doc: Document;
beforeAll(async () => {
  service = await startService({ seedNewDatabase: false });
  doc = (await (await fetch(`${service.base}/api/openapi.json`)).json()) as Document;
});
afterAll(() => service.close());

it("describes every public call of SPEC §7, tagged", () => {
  const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
  expect(doc.info.title).toBe("School content service");
  for (const [path, method, tag] of [
    ["/api/news/{code}", "get", "content"],
    ["/api/gallery/All/{code}", "get", "content"],
    ["/api/subGallery", "get", "content"],
    ["/api/image/{id}", "get", "content"],
    ["/api/tc/{code}", "post", "forms"],
    ["/api/form/{code}/dif", "post", "forms"],
    ["/api/news/DPSSWB.rss", "get", "feeds"],
  ]) {
    expect(doc.paths[path]?.[method]?.tags).toEqual([tag]);
  }
  expect(operations.every((operation) => operation.tags?.length || operation === doc.paths["/health"]?.get)).toBe(true);
});

it.each(Object.entries(API_PATHS))("answers the contract's path %s (%s) as a described route", (_name, pattern) => {
  // The service fills in its own code where a feed's file name carries it.
  const route = (/\.(rss|ics)$|:file$/.test(pattern) ? apiPath(pattern, { code: "DPSSWB" }) : pattern).replace(
    /:([A-Za-z]+)/g,
    "{$1}",
  );
  expect(doc.paths[route]).toBeDefined();
});

it.each(DESK_KINDS.filter((kind) => kind.schema).map((kind) => [kind.name, kind] as const))(
  "describes the desk's %s body from the kind's own schema, behind the staff session",
  (name, kind) => {
    const put = doc.paths[`/api/desk/${name}/{id}`]?.put;
    expect(put?.security).toEqual([{ deskSession: [] }]);
    const properties = Object.keys(put?.requestBody?.content["application/json"].schema.properties ?? {});
    for (const field of Object.keys(kind.schema!.shape)) expect(properties).toContain(field);
  },
);

it("describes a public list's answer with its kind's fields under their _id", () => {
  const news = DESK_KINDS.find((kind) => kind.entity === "news")!;
  const items = doc.paths["/api/news/All/{code}"]?.get?.responses?.["200"]?.content?.["application/json"].schema.items;
  expect(Object.keys(items?.properties ?? {}).sort()).toEqual(["_id", ...Object.keys(news.schema!.shape)].sort());
});

it("serves the description as a page at /api/docs", async () => {
  const page = await fetch(`${service.base}/api/docs/`);
  expect(page.status).toBe(200);
  expect(page.headers.get("content-type")).toMatch(/^text\/html/);
  expect(await page.text()).toContain("swagger-ui");
});

it("leaves a body the schema does not describe to the handler's field messages", async () => {
  const answer = await fetch(`${service.base}/api/tc/DPSSWB`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: 12, admission: ["A1"] }),
  });
  expect(answer.status).toBe(400);
  expect(Object.keys((await answer.json()).errors).sort()).toEqual(["admission", "name"]);
});
