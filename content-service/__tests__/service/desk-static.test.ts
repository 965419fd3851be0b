/** @jest-environment node */
import { existsSync, readFileSync, writeFileSync } from "fs";
import path from "path";
import Fastify from "fastify";
import { deskStatic } from "../../src/desk/deskStatic";
import { tempDir } from "./helpers";

const DESK = path.resolve(__dirname, "../../desk");

async function serve(dist: string) {
  const app = Fastify();
  await deskStatic(app, dist);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as { port: number };
  return {
    get: (url: string) => fetch(`http://127.0.0.1:${port}${url}`, { redirect: "manual" }),
    close: () => app.close(),
  };
}

describe("the desk's pages", () => {
  it("are served at /desk/ under a policy that runs only their own code and forbids framing", async () => {
    const dist = tempDir("desk-dist");
    writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Desk</title>");
    const server = await serve(dist);
    const page = await server.get("/desk/");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<title>Desk</title>");
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self';");
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect((await server.get("/desk")).headers.get("location")).toBe("/desk/");
    await server.close();
  });

  it("do not serve the build's own records, such as its list of sources", async () => {
    const dist = tempDir("desk-dist");
    writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Desk</title>");
    writeFileSync(path.join(dist, ".sources.json"), '["src/lib/dates.ts"]');
    const server = await serve(dist);
    expect((await server.get("/desk/.sources.json")).status).toBe(404);
    await server.close();
  });

  it("name an icon the build ships: index.html's icon is a file of public/, which Vite copies under /desk/", async () => {
    const href = /<link rel="icon" href="([^"]+)"/.exec(readFileSync(path.join(DESK, "index.html"), "utf8"))?.[1] ?? "";
    expect(href).toMatch(/^\/[\w.-]+\.svg$/);
    expect(existsSync(path.join(DESK, "public", href))).toBe(true);
    const dist = tempDir("desk-dist");
    writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Desk</title>");
    writeFileSync(path.join(dist, href), readFileSync(path.join(DESK, "public", href)));
    const server = await serve(dist);
    const icon = await server.get(`/desk${href}`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toBe("image/svg+xml");
    await server.close();
  });

  it("say how to build them when they have not been built", async () => {
    const server = await serve(tempDir("no-desk"));
    const page = await server.get("/desk/");
    expect(page.status).toBe(503);
    expect(await page.text()).toContain("npm start");
    await server.close();
  });
});
