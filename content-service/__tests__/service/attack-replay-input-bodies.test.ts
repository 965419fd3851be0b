/** @jest-environment node */
/** Bad inputs on every write endpoint, replayed (attackReplay.ts): bodies that are no object of
 * fields, unknown fields, oversized and multipart bodies of the wrong shape. */
import { DeskClient, PASSWORD } from "./deskClient";
import { CAREER, CONTACT } from "./helpers";
import {
  FINDINGS,
  type Answer,
  read,
  record,
  service,
  admin,
  editor,
  plainPdf,
  replayAgainstService,
  newAddress,
  storedSubmission,
  RESUME_MESSAGE,
  FORM,
  TOO_LARGE,
  postJson,
  postCareer,
  deskSend,
  etagOf,
  deskKind,
  validBody,
} from "./attackReplay";
import { ENTITY_KINDS, selves, staffTarget, submission, signInInputWriters, writerOf, refused } from "./attackInputs";

replayAgainstService("input-bodies");

describe(FINDINGS.inputs, () => {
  signInInputWriters();

  describe("bodies that are not an object of fields", () => {
    const BODIES = ["[]", "5", '"text"', "true", "null", "{", '{"title": '];
    const ENDPOINTS: { label: string; send: (text: string) => Promise<Answer> }[] = [
      { label: "POST /api/form/DPSSWB/dif", send: (text) => postJson(FORM, text) },
      { label: "POST /api/tc/DPSSWB", send: (text) => postJson("/api/tc/DPSSWB", text) },
      {
        label: "POST /api/desk/session",
        send: (text) =>
          deskSend(new DeskClient(service.base), "/api/desk/session", "POST", text, {
            "X-Forwarded-For": newAddress(),
          }),
      },
      { label: "POST /api/desk/news", send: (text) => deskSend(admin, "/api/desk/news", "POST", text) },
      {
        label: "PUT /api/desk/news/news_2",
        send: async (text) =>
          deskSend(admin, "/api/desk/news/news_2", "PUT", text, {
            "If-Match": await etagOf(admin, "/api/desk/news/news_2"),
          }),
      },
      { label: "POST /api/desk/staff", send: (text) => deskSend(admin, "/api/desk/staff", "POST", text) },
      {
        label: "PUT /api/desk/staff/{id}",
        send: (text) => deskSend(admin, `/api/desk/staff/${staffTarget}`, "PUT", text),
      },
      { label: "POST /api/desk/certificates", send: (text) => deskSend(admin, "/api/desk/certificates", "POST", text) },
      {
        label: "PUT /api/desk/submissions/{id}",
        send: async (text) =>
          deskSend(admin, `/api/desk/submissions/${submission}`, "PUT", text, {
            "If-Match": await etagOf(admin, `/api/desk/submissions/${submission}`),
          }),
      },
      {
        label: "PUT /api/desk/account/password",
        send: (text) => deskSend(selves.shape, "/api/desk/account/password", "PUT", text),
      },
    ];
    it.each(
      ENDPOINTS.flatMap(({ label, send }) =>
        BODIES.map((text) => ({ label: `${label} with the body ${text}`, send: () => send(text) })),
      ),
    )("$label answers 400", ({ label, send }) => refused(label, send, 400));
  });

  describe("unknown fields", () => {
    it.each(ENTITY_KINDS.map((kind) => ({ kind, label: `POST /api/desk/${kind.name} with an extra field colour` })))(
      "$label answers 400 naming it",
      ({ kind, label }) =>
        refused(
          label,
          () =>
            read(
              writerOf(kind).request(`/api/desk/${kind.name}`, {
                method: "POST",
                json: { ...validBody(kind), colour: "red" },
              }),
            ),
          400,
          (answer) => expect(answer.json?.errors).toEqual({ colour: "Not a field of this kind of item." }),
        ),
    );

    const notTaken = (field: string) => `This call does not take the field ${field}.`;
    it.each([
      {
        label: "PUT /api/desk/news/news_3 with an extra field colour",
        send: async () =>
          deskSend(
            admin,
            "/api/desk/news/news_3",
            "PUT",
            JSON.stringify({ ...validBody(deskKind("news")), colour: "red" }),
            { "If-Match": await etagOf(admin, "/api/desk/news/news_3") },
          ),
        errors: { colour: "Not a field of this kind of item." },
      },
      {
        label: "POST /api/desk/certificates with an extra field colour",
        send: () =>
          read(
            admin.request("/api/desk/certificates", {
              method: "POST",
              json: { admission: "DPS/2099/0002", name: "Replayed Pupil", image: "noSuchUpload", colour: "red" },
            }),
          ),
        errors: { colour: "Not a field of this kind of item." },
      },
      {
        label: "PUT /api/desk/submissions/{id} with an extra field message",
        send: async () =>
          deskSend(
            admin,
            `/api/desk/submissions/${submission}`,
            "PUT",
            JSON.stringify({ handled: true, message: "rewritten" }),
            { "If-Match": await etagOf(admin, `/api/desk/submissions/${submission}`) },
          ),
        errors: { message: "Not a field of this kind of item." },
      },
      {
        label: "POST /api/desk/staff with an extra field password",
        send: () =>
          read(
            admin.request("/api/desk/staff", {
              method: "POST",
              json: { email: "new.teacher@school.example", role: "editor", password: "chosen by me" },
            }),
          ),
        errors: { password: notTaken("password") },
      },
      {
        label: "PUT /api/desk/staff/{id} with an extra field isAdmin",
        send: () =>
          read(
            admin.request(`/api/desk/staff/${staffTarget}`, { method: "PUT", json: { role: "editor", isAdmin: true } }),
          ),
        errors: { isAdmin: notTaken("isAdmin") },
      },
      {
        label: "POST /api/desk/staff/{id}/reset-password with a chosen password",
        send: () =>
          read(
            admin.request(`/api/desk/staff/${staffTarget}/reset-password`, {
              method: "POST",
              json: { password: "chosen by me" },
            }),
          ),
        errors: { password: notTaken("password") },
      },
      {
        label: "PUT /api/desk/account/password with an extra field email",
        send: () =>
          read(
            selves.current.request("/api/desk/account/password", {
              method: "PUT",
              json: { currentPassword: PASSWORD, newPassword: "a brand new passphrase", email: "head@school.example" },
            }),
          ),
        errors: { email: notTaken("email") },
      },
    ])("$label answers 400 naming it", ({ label, send, errors }) =>
      refused(label, send, 400, (answer) => expect(answer.json?.errors).toEqual(errors)),
    );

    it.each([
      {
        label: "POST /api/desk/news with a __proto__ key",
        send: () =>
          deskSend(
            admin,
            "/api/desk/news",
            "POST",
            '{"__proto__": {"role": "admin"}, "title": "x", "fromDate": "2026-11-20"}',
          ),
      },
      {
        label: "POST /api/desk/news with constructor.prototype",
        send: () =>
          deskSend(
            admin,
            "/api/desk/news",
            "POST",
            '{"constructor": {"prototype": {"role": "admin"}}, "title": "x", "fromDate": "2026-11-20"}',
          ),
      },
      {
        label: "POST /api/desk/staff with a __proto__ key",
        send: () =>
          deskSend(
            admin,
            "/api/desk/staff",
            "POST",
            '{"__proto__": {"role": "admin"}, "email": "proto@school.example", "role": "editor"}',
          ),
      },
      {
        label: "POST /api/form/DPSSWB/dif with a __proto__ key",
        send: () => postJson(FORM, JSON.stringify(CONTACT).replace("{", '{"__proto__": {"admin": true}, ')),
      },
      {
        label: "POST /api/tc/DPSSWB with constructor.prototype",
        send: () =>
          postJson(
            "/api/tc/DPSSWB",
            '{"constructor": {"prototype": {"admin": true}}, "name": "Rahul Sharma", "admission": "DPS/2015/0412"}',
          ),
      },
    ])("$label answers 400", ({ label, send }) => refused(label, send, 400));

    // The site's own forms send a field the service does not read (schoolcode): a public form
    // drops what it does not know instead of refusing the visitor's enquiry; it never stores it.
    it("POST /api/form/DPSSWB/dif with an extra field is stored without it", async () => {
      const answer = await postJson(FORM, JSON.stringify({ ...CONTACT, isAdmin: true, handled: true }));
      const stored = await storedSubmission(answer.json?.id);
      record(
        FINDINGS.inputs,
        "POST /api/form/DPSSWB/dif with extra fields isAdmin and handled",
        answer,
        `stored fields: ${Object.keys(stored?.body ?? {}).join(", ")}`,
      );
      expect(answer.status).toBe(201);
      expect(Object.keys(stored?.body ?? {}).sort()).toEqual([
        "address",
        "email",
        "mailType",
        "message",
        "name",
        "phone",
      ]);
      expect(
        (
          (await (await admin.request(`/api/desk/submissions/${String(answer.json?.id)}`)).json()) as {
            handled: boolean;
          }
        ).handled,
      ).toBe(false);
    });

    it("POST /api/tc/DPSSWB with an extra field is answered as without it", () =>
      refused(
        "POST /api/tc/DPSSWB with an extra field granted: true",
        () =>
          postJson(
            "/api/tc/DPSSWB",
            JSON.stringify({ name: "Nobody Here", admission: "DPS/0000/0000", granted: true }),
          ),
        404,
        (answer) => expect(answer.json?.error).toBe("No transfer certificate matches that name and admission number"),
      ));
  });

  describe("oversized bodies", () => {
    const big = (bytes: number) => "x".repeat(bytes);
    it.each([
      {
        label: "POST /api/form/DPSSWB/dif, 70 KB",
        send: () => postJson(FORM, JSON.stringify({ ...CONTACT, message: big(70 * 1024) })),
      },
      {
        label: "POST /api/tc/DPSSWB, 70 KB",
        send: () => postJson("/api/tc/DPSSWB", JSON.stringify({ name: big(70 * 1024), admission: "x" })),
      },
      {
        label: "POST /api/desk/session, 70 KB",
        send: () =>
          deskSend(
            new DeskClient(service.base),
            "/api/desk/session",
            "POST",
            JSON.stringify({ email: "editor@school.example", password: big(70 * 1024) }),
          ),
      },
      {
        label: "POST /api/desk/news, 600 KB",
        send: () =>
          deskSend(
            admin,
            "/api/desk/news",
            "POST",
            JSON.stringify({ ...validBody(deskKind("news")), description: big(600 * 1024) }),
          ),
      },
      {
        label: "PUT /api/desk/news/news_2, 600 KB",
        send: async () =>
          deskSend(
            admin,
            "/api/desk/news/news_2",
            "PUT",
            JSON.stringify({ ...validBody(deskKind("news")), description: big(600 * 1024) }),
            { "If-Match": await etagOf(admin, "/api/desk/news/news_2") },
          ),
      },
      {
        label: "POST /api/desk/staff, 5 KB",
        send: () =>
          deskSend(
            admin,
            "/api/desk/staff",
            "POST",
            JSON.stringify({ email: `${big(5000)}@school.example`, role: "editor" }),
          ),
      },
      {
        label: "PUT /api/desk/staff/{id}, 5 KB",
        send: () => deskSend(admin, `/api/desk/staff/${staffTarget}`, "PUT", JSON.stringify({ role: big(5000) })),
      },
      {
        label: "POST /api/desk/staff/{id}/reset-password, 2 KB",
        send: () =>
          deskSend(admin, `/api/desk/staff/${staffTarget}/reset-password`, "POST", JSON.stringify({ note: big(2000) })),
      },
      {
        label: "PUT /api/desk/account/password, 5 KB",
        send: () =>
          deskSend(
            selves.shape,
            "/api/desk/account/password",
            "PUT",
            JSON.stringify({ currentPassword: PASSWORD, newPassword: big(5000) }),
          ),
      },
      {
        label: "PUT /api/desk/submissions/{id}, 70 KB",
        send: async () =>
          deskSend(
            admin,
            `/api/desk/submissions/${submission}`,
            "PUT",
            JSON.stringify({ handled: true, note: big(70 * 1024) }),
            { "If-Match": await etagOf(admin, `/api/desk/submissions/${submission}`) },
          ),
      },
      {
        label: "POST /api/desk/certificates, 70 KB",
        send: () =>
          deskSend(
            admin,
            "/api/desk/certificates",
            "POST",
            JSON.stringify({ admission: "x", name: big(70 * 1024), image: "x" }),
          ),
      },
    ])("$label answers 413", ({ label, send }) =>
      refused(label, send, 413, (answer) => expect(answer.json?.error).toBe(TOO_LARGE)),
    );

    it("a 6 MB résumé answers 413 for the résumé", () =>
      refused(
        "POST /api/form/DPSSWB/dif, a 6 MB résumé",
        () => postCareer(CAREER, { name: "cv.pdf", bytes: Buffer.concat([plainPdf, Buffer.alloc(6 * 1024 * 1024)]) }),
        413,
        (answer) => expect(answer.json?.errors).toEqual({ resume: "The resume must be 5 MB or smaller." }),
      ));

    it("an 11 MB PDF at the desk answers 413 naming the file and the limit", () =>
      refused(
        "POST /api/desk/media, an 11 MB PDF",
        () => read(editor.upload(Buffer.concat([plainPdf, Buffer.alloc(11 * 1024 * 1024)]), "big.pdf")),
        413,
        (answer) => expect(answer.json?.error).toMatch(/^big\.pdf is 11 MB; PDFs may be up to 10 MB\./),
      ));
  });

  describe("multipart bodies of the wrong shape", () => {
    const form = (build: (data: FormData) => void) => {
      const data = new FormData();
      for (const [key, value] of Object.entries(CAREER)) data.append(key, value);
      build(data);
      return read(
        fetch(`${service.base}${FORM}`, { method: "POST", headers: { "X-Forwarded-For": newAddress() }, body: data }),
      );
    };
    it.each([
      {
        label: "a career application whose résumé is a text field",
        send: () => form((data) => data.append("resume", "cv.pdf")),
        said: { errors: { resume: RESUME_MESSAGE } },
      },
      {
        label: "a career application whose file is under another name",
        send: () => form((data) => data.append("cv", new Blob([new Uint8Array(plainPdf)]), "cv.pdf")),
        said: { errors: { resume: RESUME_MESSAGE } },
      },
      {
        label: "a career application with two files",
        send: () =>
          form((data) => {
            data.append("resume", new Blob([new Uint8Array(plainPdf)]), "cv.pdf");
            data.append("resume", new Blob([new Uint8Array(plainPdf)]), "cv2.pdf");
          }),
        said: { error: "The form data could not be read" },
      },
      {
        label: "a career application of 50 fields",
        send: () =>
          form((data) => {
            for (let i = 0; i < 40; i++) data.append(`extra${i}`, "x");
            data.append("resume", new Blob([new Uint8Array(plainPdf)]), "cv.pdf");
          }),
        said: { error: "The form data could not be read" },
      },
      {
        label: "POST /api/desk/media as JSON, not multipart",
        send: () => read(editor.request("/api/desk/media", { method: "POST", json: { file: "x" } })),
        said: { error: "Send the file as multipart/form-data in the field file." },
      },
      {
        label: "POST /api/desk/media?accepts=everything",
        send: () => read(editor.upload(plainPdf, "notice.pdf", "/api/desk/media?accepts=everything")),
        said: { error: "accepts must be image, pdf or any." },
      },
    ])("$label answers 400", ({ label, send, said }) =>
      refused(label, send, 400, (answer) => expect(answer.json).toEqual(said)),
    );
  });
});
