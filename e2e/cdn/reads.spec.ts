import { expect, test } from "@playwright/test";

/** What the stand-in for the content service (scripts/lib/echoService.mjs) was asked. */
interface Asked {
  method: string;
  url: string;
  headers: Record<string, string>;
}

test("a page's read under /api/ reaches the content service with its path and query, and without the visitor's cookies or credentials", async ({
  baseURL,
}) => {
  const response = await fetch(`${baseURL}/api/news/All/DPSSWB?year=2026`, {
    headers: { Accept: "application/json", Cookie: "session=secret", Authorization: "Bearer secret" },
  });
  expect(response.status).toBe(200);
  const asked = (await response.json()) as Asked;
  expect([asked.method, asked.url, asked.headers.accept]).toEqual([
    "GET",
    "/api/news/All/DPSSWB?year=2026",
    "application/json",
  ]);
  expect([asked.headers.cookie, asked.headers.authorization]).toEqual([undefined, undefined]);
});

test("a write under /api/ is refused at the CDN with 405 and the methods that pass, and never reaches the service", async ({
  baseURL,
}) => {
  for (const method of ["POST", "DELETE"]) {
    const response = await fetch(`${baseURL}/api/tc/DPSSWB`, {
      method,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ admissionNo: "1", studentName: "A" }),
    });
    expect([response.status, response.headers.get("allow")], method).toEqual([405, "GET, HEAD"]);
    expect(await response.json()).toEqual({ error: "Only reads of the school's content come this way." });
  }
});
