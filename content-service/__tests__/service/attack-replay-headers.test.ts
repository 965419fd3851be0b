/** @jest-environment node */
/** The attack through request and answer headers, replayed (attackReplay.ts): Vary on CORS answers,
 * a forged Host, and the isolation headers. */
import { PASSWORD } from "./deskClient";
import { CONTACT, ORIGIN } from "./helpers";
import {
  FINDINGS,
  type Answer,
  read,
  record,
  service,
  admin,
  editor,
  photoId,
  replayAgainstService,
  newAddress,
  raw,
  deskHeaders,
  snapshot,
  FORM,
} from "./attackReplay";

replayAgainstService("headers");

const CORS_ANSWERS = [
  "/api/highlight/DPSSWB",
  "/api/highlight/all/DPSSWB",
  "/api/news/DPSSWB",
  "/api/news/All/DPSSWB",
  "/api/events/DPSSWB",
  "/api/events/All/DPSSWB",
  "/api/birthdays/DPSSWB",
  "/api/gallery/DPSSWB",
  "/api/gallery/All/DPSSWB",
  "/api/blog/All/DPSSWB",
  "/api/topper/DPSSWB",
  "/api/onlineRegistration/DPSSWB",
  "/api/academicCalender/all/DPSSWB",
  "/api/innerBlog?id=blog_1",
  "/api/subGallery?id=gallery_1",
  "/api/calendar/DPSSWB.ics",
  "/api/calendar/DPSSWB/calendar_1.ics",
  "/api/news/DPSSWB.rss",
  "/api/image?url=birthdays%2Faarav-sharma.JPG",
  "/api/image/{a seeded album's photo}",
];
const varyOf = (answer: Answer) => (answer.header("vary") ?? "").split(",").map((name) => name.trim().toLowerCase());

describe(FINDINGS.vary, () => {
  it.each(
    CORS_ANSWERS.flatMap((pathname) => [
      { pathname, origin: true },
      { pathname, origin: false },
    ]),
  )("$pathname, Origin sent: $origin", async ({ pathname, origin }) => {
    const url = pathname.replace("{a seeded album's photo}", photoId);
    const answer = await read(fetch(`${service.base}${url}`, { headers: origin ? { Origin: ORIGIN } : {} }));
    const label = `GET ${pathname} ${origin ? `with Origin: ${ORIGIN}` : "without Origin"}`;
    record(
      FINDINGS.vary,
      label,
      `${answer.status}, Vary: ${answer.header("vary") ?? "(none)"}, Access-Control-Allow-Origin: ${answer.header("access-control-allow-origin") ?? "(none)"}`,
    );
    expect(answer.status).toBe(200);
    expect(varyOf(answer)).toContain("origin");
    expect(answer.header("access-control-allow-origin")).toBe(origin ? ORIGIN : null);
  });
});

const FORGED = { Host: "evil.test", Origin: "http://evil.test" };
const DESK_REFUSED = /^The desk accepts changes only from its own pages\./;

describe(FINDINGS.host, () => {
  const cases: { label: string; send: () => Promise<Answer>; said: RegExp }[] = [
    {
      label:
        "POST /api/desk/news (create a news item) with Host: evil.test, Origin: http://evil.test and a valid desk cookie",
      send: () =>
        raw(
          "POST",
          "/api/desk/news",
          { ...deskHeaders(editor), ...FORGED },
          JSON.stringify({ title: "Forged", fromDate: "2026-11-25", description: "From another site" }),
        ),
      said: DESK_REFUSED,
    },
    {
      label: "PUT /api/desk/news/news_1 with the forged Host and Origin and a valid desk cookie",
      send: () =>
        raw(
          "PUT",
          "/api/desk/news/news_1",
          { ...deskHeaders(editor, { "If-Match": "*" }), ...FORGED },
          JSON.stringify({ title: "Forged", fromDate: "2026-11-25" }),
        ),
      said: DESK_REFUSED,
    },
    {
      label: "DELETE /api/desk/news/news_1 with the forged Host and Origin and a valid desk cookie",
      send: () => raw("DELETE", "/api/desk/news/news_1", { ...deskHeaders(editor, { "If-Match": "*" }), ...FORGED }),
      said: DESK_REFUSED,
    },
    {
      label: "POST /api/desk/staff (add an admin) with the forged Host and Origin and an admin's cookie",
      send: () =>
        raw(
          "POST",
          "/api/desk/staff",
          { ...deskHeaders(admin), ...FORGED },
          JSON.stringify({ email: "mallory@evil.test", role: "admin" }),
        ),
      said: DESK_REFUSED,
    },
    {
      label: "POST /api/desk/session (sign in) with the forged Host and Origin",
      send: () =>
        raw(
          "POST",
          "/api/desk/session",
          { "Content-Type": "application/json", ...FORGED },
          JSON.stringify({ email: "editor@school.example", password: PASSWORD }),
        ),
      said: DESK_REFUSED,
    },
    {
      label: "POST /api/desk/news with X-Forwarded-Host: evil.test through the trusted proxy, Origin: http://evil.test",
      send: () =>
        raw(
          "POST",
          "/api/desk/news",
          { ...deskHeaders(editor), Origin: "http://evil.test", "X-Forwarded-Host": "evil.test" },
          JSON.stringify({ title: "Forged", fromDate: "2026-11-25" }),
        ),
      said: DESK_REFUSED,
    },
    {
      label: "POST /api/form/DPSSWB/dif (an enquiry) with Host: evil.test, Origin: http://evil.test",
      send: () =>
        raw(
          "POST",
          FORM,
          { "Content-Type": "application/json", "X-Forwarded-For": newAddress(), ...FORGED },
          JSON.stringify(CONTACT),
        ),
      said: /^This address does not accept requests from other websites\.$/,
    },
  ];

  it.each(cases)("$label: 403, nothing changed", async ({ label, send, said }) => {
    const before = await snapshot();
    const answer = await send();
    record(FINDINGS.host, label, answer);
    expect(answer.status).toBe(403);
    expect(answer.json?.error).toMatch(said);
    expect(await snapshot()).toBe(before);
  });
});

describe(FINDINGS.headers, () => {
  const CASES: { label: string; send: () => Promise<Answer>; desk: boolean }[] = [
    {
      label: "GET /desk/ (the desk's page, or its answer that it is not built)",
      send: () => raw("GET", "/desk/"),
      desk: true,
    },
    { label: "GET /api/desk/config without a session", send: () => raw("GET", "/api/desk/config"), desk: true },
    {
      label: "GET /api/desk/news signed in",
      send: () => raw("GET", "/api/desk/news", { Cookie: admin.cookie }),
      desk: true,
    },
    {
      label: "POST /api/desk/news with a bad body",
      send: () => raw("POST", "/api/desk/news", deskHeaders(admin), "[]"),
      desk: true,
    },
    {
      label: "POST /api/desk/session from a foreign Origin",
      send: () =>
        raw("POST", "/api/desk/session", { "Content-Type": "application/json", Origin: "https://evil.example" }, "{}"),
      desk: true,
    },
    {
      label: "GET /api/desk/no-such-call signed in",
      send: () => raw("GET", "/api/desk/no-such-call", { Cookie: admin.cookie }),
      desk: true,
    },
    {
      label: "GET /api/desk/%63onfig (an escaped letter after /api/desk/)",
      send: () => raw("GET", "/api/desk/%63onfig", { Cookie: admin.cookie }),
      desk: true,
    },
    {
      label: "GET /api/%64esk/config (the desk's config, an escaped letter in /desk/)",
      send: () => raw("GET", "/api/%64esk/config", { Cookie: admin.cookie }),
      desk: true,
    },
    { label: "GET /api/news/DPSSWB", send: () => raw("GET", "/api/news/DPSSWB"), desk: false },
    { label: "GET /api/gallery/All/DPSSWB", send: () => raw("GET", "/api/gallery/All/DPSSWB"), desk: false },
    { label: "GET /api/news/DPSSWB.rss", send: () => raw("GET", "/api/news/DPSSWB.rss"), desk: false },
    { label: "GET /api/calendar/DPSSWB.ics", send: () => raw("GET", "/api/calendar/DPSSWB.ics"), desk: false },
    {
      label: "GET /api/image?url=birthdays%2Faarav-sharma.JPG",
      send: () => raw("GET", "/api/image?url=birthdays%2Faarav-sharma.JPG"),
      desk: false,
    },
    { label: "GET /health", send: () => raw("GET", "/health"), desk: false },
    { label: "GET /no-such-page", send: () => raw("GET", "/no-such-page"), desk: false },
    {
      label: "POST /api/form/DPSSWB/dif with a bad body",
      send: () => raw("POST", FORM, { "Content-Type": "application/json", "X-Forwarded-For": newAddress() }, "{}"),
      desk: false,
    },
    {
      label: "POST /api/tc/DPSSWB with a bad body",
      send: () => raw("POST", "/api/tc/DPSSWB", { "Content-Type": "application/json" }, "{}"),
      desk: false,
    },
  ];

  it.each(CASES)("$label", async ({ label, send, desk }) => {
    const answer = await send();
    const corp = answer.header("cross-origin-resource-policy");
    const coop = answer.header("cross-origin-opener-policy");
    record(
      FINDINGS.headers,
      label,
      `${answer.status}, Cross-Origin-Resource-Policy: ${corp ?? "(none)"}, Cross-Origin-Opener-Policy: ${coop ?? "(none)"}`,
    );
    expect(corp).toBe(desk ? "same-origin" : "cross-origin");
    expect(coop).toBe(desk ? "same-origin" : null);
    expect(answer.header("x-content-type-options")).toBe("nosniff");
  });
});
