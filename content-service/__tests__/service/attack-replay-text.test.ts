/** @jest-environment node */
/** The attack through the text of fields, replayed (attackReplay.ts): loose rules, hidden
 * characters and dates. */
import { CAREER, CONTACT } from "./helpers";
import {
  FINDINGS,
  read,
  visible,
  record,
  admin,
  editor,
  plainPdf,
  replayAgainstService,
  snapshot,
  FORM,
  postJson,
  postCareer,
  deskKind,
  hiddenIn,
  HIDDEN,
  refusedFor,
  validBody,
} from "./attackReplay";

replayAgainstService("text");

const ZERO_WIDTH = ["\u200B", "\u200C", "\u200D", "\u2060", "\uFEFF"];
const BIDI_CONTROLS = ["\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068", "\u2069"];
const DOB_AGE = "Please check the date of birth: an applicant is 18 to 80 years old.";

describe(FINDINGS.rules, () => {
  it.each(
    [
      ...ZERO_WIDTH.map((char) => ({ kind: "news", text: char.repeat(3) })),
      { kind: "news", text: ZERO_WIDTH.join("") },
      { kind: "events", text: ZERO_WIDTH.join("") },
      { kind: "calendar", text: ` ${ZERO_WIDTH.join("")} ` },
    ].map((entry) => ({ ...entry, shown: visible(entry.text) })),
  )("a $kind title of only $shown answers 400 for the title", async ({ kind, text }) => {
    const before = await snapshot();
    const answer = await read(
      editor.request(`/api/desk/${kind}`, { method: "POST", json: { ...validBody(deskKind(kind)), title: text } }),
    );
    record(
      FINDINGS.rules,
      `POST /api/desk/${kind} with a title of only ${visible(text.trim())}${text === text.trim() ? "" : " between spaces"}`,
      answer,
    );
    expect(answer.status).toBe(400);
    expect(answer.json?.errors).toEqual({ title: "Enter the title." });
    expect(await snapshot()).toBe(before);
  });

  it("an enquiry whose name is only zero-width characters answers 400 for the name", async () => {
    const before = await snapshot();
    const answer = await postJson(FORM, JSON.stringify({ ...CONTACT, name: ZERO_WIDTH.join("") }));
    record(FINDINGS.rules, `an enquiry named ${visible(ZERO_WIDTH.join(""))}`, answer);
    expect(answer.status).toBe(400);
    expect(answer.json?.errors).toEqual({ name: "Please enter your name." });
    expect(await snapshot()).toBe(before);
  });

  it.each([
    { kind: "news", field: "fromDate", message: "Date must be a real date." },
    { kind: "highlights", field: "fromDate", message: "Date must be a real date." },
    { kind: "events", field: "date", message: "Date must be a real date." },
    { kind: "events", field: "toDate", message: /real date/ },
    { kind: "gallery", field: "date", message: "Date must be a real date." },
    { kind: "blog", field: "date", message: "Date must be a real date." },
    { kind: "calendar", field: "date", message: "Date must be a real date." },
  ])("2026-02-31 as the $field of a $kind item answers 400 for that field", async ({ kind, field, message }) => {
    const before = await snapshot();
    const body = {
      ...validBody(deskKind(kind)),
      [field]: "2026-02-31",
      ...(field === "toDate" ? { date: "2026-02-05" } : {}),
    };
    const answer = await read(editor.request(`/api/desk/${kind}`, { method: "POST", json: body }));
    record(
      FINDINGS.rules,
      `POST /api/desk/${kind} with ${field} 2026-02-31`,
      answer,
      answer.status === 201 ? `stored with ${field} ${String(answer.json?.[field])}` : "",
    );
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.json?.errors ?? {})).toEqual([field]);
    expect(answer.json?.errors?.[field]).toMatch(message);
    expect(await snapshot()).toBe(before);
  });

  it.each([
    { dob: "2026-02-31", message: "Please enter date of birth." },
    { dob: "2099-01-01", message: DOB_AGE },
    { dob: "1800-01-01", message: DOB_AGE },
  ])("a career date of birth of $dob answers 400 for dob", async ({ dob, message }) => {
    const before = await snapshot();
    const answer = await postCareer({ ...CAREER, dob }, { name: "cv.pdf", bytes: plainPdf });
    record(FINDINGS.rules, `a career application born ${dob}`, answer);
    expect(answer.status).toBe(400);
    expect(answer.json?.errors).toEqual({ dob: message });
    expect(await snapshot()).toBe(before);
  });

  it.each(BIDI_CONTROLS.map((char) => ({ char, name: visible(char) })))(
    "a news title holding $name answers 400 for the title and stores nothing",
    async ({ char }) => {
      const before = await snapshot();
      const answer = await read(
        editor.request("/api/desk/news", {
          method: "POST",
          json: { ...validBody(deskKind("news")), title: `Fete notice ${char}fdp.exe` },
        }),
      );
      record(FINDINGS.rules, `POST /api/desk/news titled "Fete notice ${visible(char)}fdp.exe"`, answer);
      expect(answer.status).toBe(400);
      expect(answer.json?.errors).toEqual({
        title: "Remove the hidden formatting characters from the title: type it again rather than paste it.",
      });
      expect(await snapshot()).toBe(before);
    },
  );

  it.each([
    {
      where: "a career application's name",
      send: (name: string) => postCareer({ ...CAREER, name }, { name: "cv.pdf", bytes: plainPdf }),
    },
    { where: "an enquiry's name", send: (name: string) => postJson(FORM, JSON.stringify({ ...CONTACT, name })) },
  ])("$where holding right-to-left overrides and isolates answers 400 for the name", async ({ where, send }) => {
    const before = await snapshot();
    const answer = await send("Priya \u202EsaD\u2067 \u2069Das");
    record(
      FINDINGS.rules,
      `${where}: "Priya ${visible("\u202E")}saD${visible("\u2067")} ${visible("\u2069")}Das"`,
      answer,
    );
    expect(answer.status).toBe(400);
    expect(answer.json?.errors).toEqual({ name: "Please remove the hidden formatting characters from this field." });
    expect(await snapshot()).toBe(before);
  });

  it("a birthday's name holding a right-to-left override answers 400 for the name", async () => {
    const before = await snapshot();
    const answer = await read(
      editor.request("/api/desk/birthdays", {
        method: "POST",
        json: { ...validBody(deskKind("birthdays")), name: "Asha \u202EyoR" },
      }),
    );
    record(FINDINGS.rules, `POST /api/desk/birthdays named "Asha ${visible("\u202E")}yoR"`, answer);
    expect(answer.status).toBe(400);
    expect(answer.json?.errors).toEqual({
      name: "Remove the hidden formatting characters from the name: type it again rather than paste it.",
    });
    expect(await snapshot()).toBe(before);
  });
});

describe(FINDINGS.review, () => {
  describe("text fields refuse control, bidi-override and unpaired-surrogate characters", () => {
    it.each([
      { email: "new\u0000teacher@school.example", shown: "a NUL" },
      { email: "new.teacher@\u202Eelpmaxe.loohcs", shown: "a right-to-left override" },
    ])("a staff account whose e-mail holds $shown answers 400 for the e-mail", ({ email }) =>
      refusedFor(
        `POST /api/desk/staff with e-mail ${visible(email)}`,
        () => read(admin.request("/api/desk/staff", { method: "POST", json: { email, role: "editor" } })),
        { email: hiddenIn("e-mail address") },
      ),
    );

    it.each([
      { kind: "news", field: "title", text: "Sports Day \uD800", shown: "a lone high surrogate (U+D800)" },
      { kind: "events", field: "venue", text: "Hall \uDC00B", shown: "a lone low surrogate (U+DC00)" },
      { kind: "calendar", field: "title", text: "Holi\u0000day", shown: "a NUL" },
      { kind: "birthdays", field: "class", text: "V\tB", shown: "a tab" },
    ])("a $kind $field holding $shown answers 400 for the $field", ({ kind, field, text }) =>
      refusedFor(
        `POST /api/desk/${kind} with ${field} ${JSON.stringify(text)}`,
        () =>
          read(
            editor.request(`/api/desk/${kind}`, {
              method: "POST",
              json: { ...validBody(deskKind(kind)), [field]: text },
            }),
          ),
        { [field]: hiddenIn(field) },
      ),
    );

    it("a certificate lookup whose name holds a right-to-left override answers 400 for the name", () =>
      refusedFor(
        `POST /api/tc/DPSSWB with name "Nobody ${visible("\u202E")}ereH"`,
        () => postJson("/api/tc/DPSSWB", JSON.stringify({ name: "Nobody \u202EereH", admission: "DPS/3806/0001" })),
        { name: HIDDEN },
      ));
  });

  describe("dates and times parsed strictly on every write", () => {
    it.each(["2026-11-28T25:61", "2026-11-28T24:00", "2026-11-28T12:00:60", "2026-11-28T12", "2026-11-28T12:00junk"])(
      "a birthday day of %s answers 400 for the day",
      (day) =>
        refusedFor(
          `POST /api/desk/birthdays with day ${day}`,
          () =>
            read(
              editor.request("/api/desk/birthdays", {
                method: "POST",
                json: { ...validBody(deskKind("birthdays")), day },
              }),
            ),
          { day: "Write the day and then the month, such as 26 July or 26/07." },
        ),
    );
  });
});
