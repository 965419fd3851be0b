/** @jest-environment node */
/** Bad inputs on every write endpoint, replayed (attackReplay.ts): paths that climb out, ids and
 * parameters that look like SQL, and script payloads. */
import { CAREER, CONTACT } from "./helpers";
import { NUL_IN_ADDRESS } from "../../src/http/nulRefusal";
import {
  FINDINGS,
  read,
  record,
  service,
  admin,
  editor,
  plainPdf,
  replayAgainstService,
  newAddress,
  raw,
  deskHeaders,
  FORM,
  postJson,
  postCareer,
  deskKind,
  validBody,
  signIn,
  WRONG,
} from "./attackReplay";
import { signInInputWriters, refused } from "./attackInputs";

replayAgainstService("input-addresses");

describe(FINDINGS.inputs, () => {
  signInInputWriters();

  describe("path traversal", () => {
    it.each(
      [
        { path: "/api/image?url=../content.db", said: "No such file" },
        { path: "/api/image?url=..%2F..%2Fcontent.db", said: "No such file" },
        { path: "/api/image?url=%2E%2E%2F%2E%2E%2Fetc%2Fpasswd", said: "No such file" },
        { path: "/api/image?url=/etc/passwd", said: "No such file" },
        { path: "/api/image?url=..%5C..%5Ccontent.db", said: "No such file" },
        { path: "/api/image?url=birthdays/../../content.db", said: "No such file" },
        { path: "/api/image?url=tc/../resumes/x.pdf", said: "No such file" },
        { path: "/api/image?url=birthdays%2Faarav-sharma.JPG%00.db", said: NUL_IN_ADDRESS },
        { path: `/api/image?url=${"../".repeat(120)}etc/passwd`, said: "The url parameter is required" },
        { path: "/api/image/..%2F..%2Fcontent.db", said: "No such attachment" },
        { path: "/api/image/..%2F..%2F..%2Fetc%2Fpasswd?w=480", said: "No such attachment" },
        { path: "/api/innerBlog?id=../../content.db", said: "Not found" },
        { path: "/api/calendar/DPSSWB/..%2F..%2Fcontent.db.ics", said: "No such event" },
        { path: "/api/desk/media/..%2F..%2Fcontent.db", said: "No such file." },
        { path: "/api/desk/submissions/..%2F..%2Fcontent.db/resume", said: "This application has no résumé." },
        {
          path: "/api/desk/certificates/..%2F..%2Fcontent.db/image",
          said: "This certificate does not exist (any more).",
        },
      ].map((entry) => ({
        ...entry,
        status: entry.said.startsWith("The url") || entry.said === NUL_IN_ADDRESS ? 400 : 404,
      })),
    )("GET $path answers $status", ({ path: pathname, said, status }) =>
      refused(
        `GET ${pathname.length > 90 ? `${pathname.slice(0, 40)}…${pathname.slice(-20)}` : pathname}`,
        () => raw("GET", pathname, { Cookie: admin.cookie }),
        status,
        (answer) => {
          expect(answer.json?.error).toBe(said);
          expect(answer.text).not.toMatch(/SQLite format|root:/);
        },
      ),
    );

    const GONE = "This item does not exist (any more).";
    it.each([
      { method: "PUT", path: "/api/desk/news/..%2F..%2Fstaff", body: JSON.stringify(validBody(deskKind("news"))) },
      { method: "PUT", path: "/api/desk/news/..%2Fnews_1", body: JSON.stringify(validBody(deskKind("news"))) },
      { method: "DELETE", path: "/api/desk/news/..%2F..%2Fcontent.db" },
      { method: "DELETE", path: "/api/desk/gallery/..%2Fgallery_1" },
    ])("$method $path answers 404 and changes nothing", ({ method, path: pathname, body }) =>
      refused(
        `${method} ${pathname}`,
        () => raw(method, pathname, deskHeaders(admin, { "If-Match": "*" }), body),
        404,
        (answer) => expect(answer.json?.error).toBe(GONE),
      ),
    );
  });

  describe("SQL-injection-looking ids and parameters", () => {
    it.each([
      { path: "/api/innerBlog?id=%27%20OR%20%271%27%3D%271", status: 404, said: "Not found" },
      { path: "/api/subGallery?id=gallery_1%27%20OR%201%3D1%20--", status: 404, said: "Not found" },
      { path: "/api/news/All/DPSSWB%27%20OR%20%271%27%3D%271", status: 404, said: "Unknown school code" },
      { path: "/api/image/x%27%20OR%20%271%27%3D%271", status: 404, said: "No such attachment" },
      { path: "/api/image?url=%27%20OR%201%3D1%20--", status: 404, said: "No such file" },
      {
        path: "/api/desk/news/news_1%27%20OR%20%271%27%3D%271",
        status: 404,
        said: "This item does not exist (any more).",
      },
      {
        path: "/api/desk/staff/1%3B%20DROP%20TABLE%20staff%3B%20--",
        status: 404,
        said: "This staff account does not exist (any more).",
      },
      { path: "/api/desk/news?sort=%27%20OR%201%3D1%20--", status: 400, said: "The sort parameter is not valid JSON." },
      {
        path: "/api/desk/news?range=1%3B%20DROP%20TABLE%20entities",
        status: 400,
        said: "The range parameter is not valid JSON.",
      },
      {
        path: "/api/desk/news?filter=%27%20OR%20%27%27%3D%27",
        status: 400,
        said: "The filter parameter is not valid JSON.",
      },
    ])("GET $path answers $status", ({ path: pathname, status, said }) =>
      refused(
        `GET ${decodeURIComponent(pathname)}`,
        () => raw("GET", pathname, { Cookie: admin.cookie }),
        status,
        (answer) => expect(answer.json?.error).toBe(said),
      ),
    );

    it.each([
      { label: "GET /api/desk/news?q=' OR 1=1 --", path: "/api/desk/news?q=%27%20OR%201%3D1%20--" },
      {
        label: `GET /api/desk/news?filter={"title":"' OR '1'='1"}`,
        path: `/api/desk/news?filter=${encodeURIComponent(JSON.stringify({ title: "' OR '1'='1" }))}`,
      },
      {
        label: "GET /api/desk/submissions?q=x' UNION SELECT * FROM staff --",
        path: `/api/desk/submissions?q=${encodeURIComponent("x' UNION SELECT * FROM staff --")}`,
      },
    ])("$label finds nothing: the text is searched for, not run", async ({ label, path: pathname }) => {
      const answer = await raw("GET", pathname, { Cookie: admin.cookie });
      record(FINDINGS.inputs, label, answer, `Content-Range: ${answer.header("content-range")}`);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.text)).toEqual([]);
      expect(answer.header("content-range")).toMatch(/\/0$/);
    });

    it.each([
      {
        method: "PUT",
        path: "/api/desk/news/news_1%27%20OR%20%271%27%3D%271",
        body: JSON.stringify(validBody(deskKind("news"))),
      },
      { method: "DELETE", path: "/api/desk/news/1%3B%20DROP%20TABLE%20entities%3B%20--" },
      { method: "DELETE", path: "/api/desk/submissions/%27%20OR%20%271%27%3D%271" },
    ])("$method $path answers 404 and changes nothing", ({ method, path: pathname, body }) =>
      refused(
        `${method} ${decodeURIComponent(pathname)}`,
        () => raw(method, pathname, deskHeaders(admin, { "If-Match": "*" }), body),
        404,
      ),
    );

    it("a certificate lookup of ' OR '1'='1 answers 404 and grants nothing", () =>
      refused(
        "POST /api/tc/DPSSWB with name and admission ' OR '1'='1",
        () => postJson("/api/tc/DPSSWB", JSON.stringify({ name: "' OR '1'='1", admission: "' OR '1'='1' --" })),
        404,
        (answer) => expect(answer.json?.error).toBe("No transfer certificate matches that name and admission number"),
      ));

    it("a sign-in as ' OR '1'='1 answers 401 and opens no session", async () => {
      const answer = await signIn("' OR '1'='1' --@school.example", "' OR '1'='1", newAddress());
      record(FINDINGS.inputs, "POST /api/desk/session as ' OR '1'='1' --@school.example", answer);
      expect(answer.status).toBe(401);
      expect(answer.json?.error).toMatch(WRONG);
      expect(answer.header("set-cookie")).toBeNull();
    });
  });

  describe("script and javascript: payloads", () => {
    const SCRIPT = "<script>alert(1)</script>";
    const publicJson = async (pathname: string) => read(fetch(`${service.base}${pathname}`));

    it.each([
      { kind: "news", field: "title", list: "/api/news/All/DPSSWB" },
      { kind: "highlights", field: "title", list: "/api/highlight/all/DPSSWB" },
      { kind: "events", field: "venue", list: "/api/events/All/DPSSWB" },
      { kind: "birthdays", field: "name", list: "/api/birthdays/DPSSWB" },
      { kind: "blog", field: "title", list: "/api/blog/All/DPSSWB" },
    ])("a $kind $field of <script> is stored as text and answered as JSON", async ({ kind, field, list }) => {
      const payload = kind === "birthdays" ? "javascript:alert(1)" : `"><img src=x onerror=alert(1)>${SCRIPT}`;
      const created = await read(
        editor.request(`/api/desk/${kind}`, {
          method: "POST",
          json: { ...validBody(deskKind(kind)), [field]: payload },
        }),
      );
      const published = await publicJson(list);
      const item = (JSON.parse(published.text) as Record<string, unknown>[]).find(
        (entry) => entry._id === created.json?.id,
      );
      record(
        FINDINGS.inputs,
        `POST /api/desk/${kind} with ${field} ${payload}`,
        created,
        `public answer ${published.header("content-type")}, ${field} ${JSON.stringify(item?.[field])}`,
      );
      expect(created.status).toBe(201);
      expect(item?.[field]).toBe(payload);
      expect(published.header("content-type")).toBe("application/json; charset=utf-8");
      expect(published.header("x-content-type-options")).toBe("nosniff");
    });

    it("a blog body's scripts, handlers and javascript: links are gone from every public answer", async () => {
      const body = `<p onclick="steal()">Text${SCRIPT}</p><a href="javascript:alert(1)">link</a><img src="x" onerror="steal()"><iframe src="https://evil.example"></iframe>`;
      const created = await read(
        editor.request("/api/desk/blog", {
          method: "POST",
          json: { ...validBody(deskKind("blog")), description: body },
        }),
      );
      const detail = await publicJson(`/api/innerBlog?id=${String(created.json?.id)}`);
      const list = await publicJson("/api/blog/All/DPSSWB");
      const listed = (JSON.parse(list.text) as { _id: string; description: string }[]).find(
        (post) => post._id === created.json?.id,
      );
      const stored = String(detail.json?.description);
      record(
        FINDINGS.inputs,
        "POST /api/desk/blog with <script>, onclick, onerror, <iframe> and a javascript: link in the body",
        created,
        `public description ${JSON.stringify(stored)}`,
      );
      expect(created.status).toBe(201);
      expect(stored).toBe('<p>Text</p><a>link</a><img src="x" />');
      expect(listed?.description).toBe(stored);
      expect(detail.text).not.toMatch(/<script|javascript:|onerror|onclick|<iframe/i);
    });

    it("a news description with markup reaches the RSS feed as text only", async () => {
      const created = await read(
        editor.request("/api/desk/news", {
          method: "POST",
          json: {
            ...validBody(deskKind("news")),
            title: "Feed check",
            description: `Sports day<img src=x onerror=alert(1)>${SCRIPT}`,
          },
        }),
      );
      const feed = await publicJson("/api/news/DPSSWB.rss");
      record(
        FINDINGS.inputs,
        "POST /api/desk/news with <img onerror> and <script> in the description, then GET /api/news/DPSSWB.rss",
        created,
        `feed ${feed.status} ${feed.header("content-type")}`,
      );
      expect(created.status).toBe(201);
      expect(feed.text).toContain("Sports day");
      expect(feed.text).not.toMatch(/onerror|<script|alert\(1\)/i);
    });

    it("a registration link to javascript: answers 400 for the address", () =>
      refused(
        "POST /api/desk/registrations with url javascript:alert(1)",
        () =>
          read(
            editor.request("/api/desk/registrations", {
              method: "POST",
              json: { ...validBody(deskKind("registrations")), url: "javascript:alert(1)" },
            }),
          ),
        400,
        (answer) => expect(answer.json?.errors).toEqual({ url: "Enter a full web address, starting with https://." }),
      ));

    it("an enquiry's <script> message is stored as text and shown to the desk as JSON", async () => {
      const sent = await postJson(FORM, JSON.stringify({ ...CONTACT, message: SCRIPT }));
      const shown = await read(admin.request(`/api/desk/submissions/${String(sent.json?.id)}`));
      record(
        FINDINGS.inputs,
        `POST /api/form/DPSSWB/dif with the message ${SCRIPT}`,
        sent,
        `desk answer ${shown.header("content-type")}, message ${JSON.stringify(shown.json?.message)}`,
      );
      expect(sent.status).toBe(201);
      expect(shown.json?.message).toBe(SCRIPT);
      expect(shown.header("content-type")).toBe("application/json; charset=utf-8");
    });

    it("an applicant named with markup gets a résumé file name without it", async () => {
      const sent = await postCareer(
        { ...CAREER, name: `"><img src=x onerror=alert(1)>` },
        { name: "cv.pdf", bytes: plainPdf },
      );
      const resume = await read(admin.request(`/api/desk/submissions/${String(sent.json?.id)}/resume`));
      record(
        FINDINGS.inputs,
        `a career application named "><img src=x onerror=alert(1)>`,
        sent,
        `résumé download ${resume.status}, ${resume.header("content-disposition")}`,
      );
      expect(sent.status).toBe(201);
      expect(resume.status).toBe(200);
      expect(resume.header("content-disposition")).toMatch(/^attachment; filename="resume-[A-Za-z0-9-]+\.pdf"$/);
    });
  });
});
