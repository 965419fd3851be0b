import { HttpError } from "ra-core";
import { deskDataProvider } from "../../desk/src/data/dataProvider";
import type { HttpClient } from "../../desk/src/data/httpClient";

const photo = (name: string) => ({
  rawFile: new File(["bytes"], name, { type: "image/jpeg" }),
  src: `blob:${name}`,
  title: name,
});

/** An HTTP client standing in for the service: numbers uploads, echoes saved records. */
function fakeService({ refuse }: { refuse?: string } = {}) {
  const calls: { url: string; method: string; file?: string; body?: Record<string, unknown> }[] = [];
  let uploads = 0;
  const http = jest.fn(async (url: string, options: RequestInit = {}) => {
    const method = options.method ?? "GET";
    if (options.body instanceof FormData) {
      const file = options.body.get("file") as File;
      calls.push({ url, method, file: file.name });
      if (file.name === refuse)
        throw new HttpError("Only JPEG, PNG and WebP photos and PDF files can be uploaded.", 400, {});
      uploads += 1;
      return { status: 201, headers: new Headers(), body: "", json: { id: `upload_${uploads}` } };
    }
    const body = options.body ? JSON.parse(String(options.body)) : undefined;
    calls.push({ url, method, body });
    return { status: 200, headers: new Headers(), body: "", json: { ...body, id: body?.id ?? "new_1" } };
  });
  return { http: http as unknown as HttpClient, calls };
}

describe("saving a record first uploads the files chosen, in the editor's order", () => {
  it("uploads new photos of an album and sends their ids among the stored ones", async () => {
    const { http, calls } = fakeService();
    const album = {
      category: "PhotoGallery",
      title: "Sports Day",
      date: "2026-11-20",
      attachments: [photo("b.jpg"), { attachmentId: "stored_7" }, photo("c.jpg")],
    };
    const { data } = await deskDataProvider(http).create("gallery", { data: album });
    expect(calls.filter((call) => call.file).map((call) => [call.url, call.file])).toEqual([
      ["/api/desk/media?accepts=image", "b.jpg"],
      ["/api/desk/media?accepts=image", "c.jpg"],
    ]);
    const post = calls.find((call) => call.method === "POST" && !call.file);
    expect(post).toEqual({
      url: "/api/desk/gallery",
      method: "POST",
      body: { ...album, attachments: ["upload_1", "stored_7", "upload_2"] },
    });
    expect(data.id).toBe("new_1");
  });

  it("sends a certificate's image to the private store and saves it as one id", async () => {
    const { http, calls } = fakeService();
    await deskDataProvider(http).update("certificates", {
      id: "c1",
      data: { id: "c1", admission: "A/1", name: "A Pupil", image: [photo("tc.jpg")] },
      previousData: { id: "c1" },
    });
    expect(calls[0]).toEqual({ url: "/api/desk/certificate-images", method: "POST", file: "tc.jpg" });
    expect(calls[1]).toMatchObject({ url: "/api/desk/certificates/c1", method: "PUT", body: { image: "upload_1" } });
  });

  it("leaves a record without attachment fields as it is (marking an enquiry handled)", async () => {
    const { http, calls } = fakeService();
    await deskDataProvider(http).update("submissions", {
      id: "s1",
      data: { handled: true },
      previousData: { id: "s1" },
    });
    expect(calls).toEqual([{ url: "/api/desk/submissions/s1", method: "PUT", body: { handled: true } }]);
  });

  it("sends of a school only its site's address, the one field the service takes", async () => {
    const { http, calls } = fakeService();
    const school = { id: "DPSSWB", code: "DPSSWB", name: "A School", defaultSite: "https://a.example", version: "v1" };
    await deskDataProvider(http).update("schools", {
      id: "DPSSWB",
      data: { ...school, siteUrl: "https://www.school.example" },
      previousData: { ...school, siteUrl: "" },
    });
    expect(calls).toEqual([
      { url: "/api/desk/schools/DPSSWB", method: "PUT", body: { siteUrl: "https://www.school.example" } },
    ]);
  });

  it("saves nothing when an upload is refused, and says which file", async () => {
    const { http, calls } = fakeService({ refuse: "virus.jpg" });
    const news = { title: "Holiday", fromDate: "2026-11-20", attachments: [photo("virus.jpg")] };
    await expect(deskDataProvider(http).create("news", { data: news })).rejects.toThrow(
      "virus.jpg: Only JPEG, PNG and WebP photos and PDF files can be uploaded.",
    );
    expect(calls.some((call) => call.url === "/api/desk/news")).toBe(false);
  });
});

it("reads one entry of the audit log from the list, which has no item route", async () => {
  const http = jest.fn(async (url: string) => ({
    status: 200,
    headers: new Headers({ "Content-Range": "audit 0-0/1" }),
    body: "",
    json: [{ id: "a1", action: "create" }],
    url,
  }));
  const { data } = await deskDataProvider(http as unknown as HttpClient).getOne("audit", { id: "a1" });
  expect(data).toEqual({ id: "a1", action: "create" });
  const asked = new URL(http.mock.calls[0][0], "http://desk.example");
  expect(asked.pathname).toBe("/api/desk/audit");
  expect(JSON.parse(asked.searchParams.get("filter") as string)).toEqual({ id: "a1" });
});
