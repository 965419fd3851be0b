/** @jest-environment node */
import { CONTROL_MESSAGE } from "@school/contract/text";
import { NUL_IN_ADDRESS } from "../../src/http/nulRefusal";
import { addAccount, DeskClient } from "./deskClient";
import { ORIGIN, startService } from "./helpers";

let service: Awaited<ReturnType<typeof startService>>;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

const postJson = (path: string, body: unknown, origin = ORIGIN) =>
  fetch(`${service.base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify(body),
  });

describe("the character NUL, which PostgreSQL's text cannot hold and nothing stored holds", () => {
  it.each([
    "/api/image/%00",
    "/api/image?url=birthdays%2Faarav-sharma.JPG%00",
    "/api/innerBlog?id=blog_1%00",
    "/api/desk/news/news_1%00",
  ])("in the address %s is refused with 400, on either database", async (path) => {
    const answer = await fetch(`${service.base}${path}`);
    expect(answer.status).toBe(400);
    expect((await answer.json()).error).toBe(NUL_IN_ADDRESS);
  });

  it("in a sign-in's e-mail address is refused with 400, naming the field", async () => {
    const answer = await postJson(
      "/api/desk/session",
      { email: "head\u0000@school.example", password: "anything at all" },
      service.base,
    );
    expect(answer.status).toBe(400);
    expect((await answer.json()).errors).toEqual({ email: CONTROL_MESSAGE });
  });

  it("in a transfer-certificate lookup is refused with 400, naming the field", async () => {
    const answer = await postJson("/api/tc/DPSSWB", { name: "Priya\u0000 Chatterjee", admission: "DPS/2016/0733" });
    expect(answer.status).toBe(400);
    expect((await answer.json()).errors).toEqual({ name: CONTROL_MESSAGE });
  });

  it("in a desk item's title is refused with 400, and nothing is stored", async () => {
    await addAccount(service.dataDir, "nul-editor@school.example", "editor");
    const editor = new DeskClient(service.base);
    expect((await editor.signIn("nul-editor@school.example")).status).toBe(204);
    const before = await (await editor.request("/api/desk/news")).json();
    const created = await editor.request("/api/desk/news", {
      method: "POST",
      json: { title: "A title\u0000", fromDate: "2026-11-20" },
    });
    expect(created.status).toBe(400);
    expect(Object.keys((await created.json()).errors)).toEqual(["title"]);
    expect(await (await editor.request("/api/desk/news")).json()).toEqual(before);
  });
});
