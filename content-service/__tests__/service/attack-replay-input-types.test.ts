/** @jest-environment node */
/** Bad inputs on every desk write, replayed (attackReplay.ts): a value of the wrong JSON type in
 * each field. */
import { CONTACT } from "./helpers";
import { DeskClient, PASSWORD } from "./deskClient";
import {
  FINDINGS,
  read,
  record,
  service,
  admin,
  replayAgainstService,
  newAddress,
  FORM,
  postJson,
  deskSend,
  etagOf,
  validBody,
  missingMessage,
} from "./attackReplay";
import {
  WRONG_TYPES,
  fieldsOf,
  ENTITY_KINDS,
  selves,
  staffTarget,
  submission,
  signInInputWriters,
  writerOf,
  refused,
} from "./attackInputs";

replayAgainstService("input-types");

describe(FINDINGS.inputs, () => {
  signInInputWriters();

  describe("wrong JSON types, field by field", () => {
    const cases = ENTITY_KINDS.flatMap((kind) =>
      fieldsOf(kind).flatMap(([field, { type, optional }]) => [
        ...(WRONG_TYPES[type] ?? []).map((value) => ({ kind, field, value, missing: false })),
        ...(optional ? [] : [{ kind, field, value: null as unknown, missing: true }]),
      ]),
    ).map((entry) => ({
      ...entry,
      label: `POST /api/desk/${entry.kind.name} with ${entry.field} = ${JSON.stringify(entry.value)}`,
    }));

    it.each(cases)("$label answers 400 for that field alone", ({ kind, field, value, missing, label }) =>
      refused(
        label,
        () =>
          read(
            writerOf(kind).request(`/api/desk/${kind.name}`, {
              method: "POST",
              json: { ...validBody(kind), [field]: value },
            }),
          ),
        400,
        (answer) => {
          expect(answer.json?.message).toBe("Please correct the highlighted fields.");
          expect(Object.keys(answer.json?.errors ?? {})).toEqual([field]);
          expect(answer.json?.errors?.[field]).toEqual(
            missing ? missingMessage(kind, field) : expect.stringMatching(/^Must be /),
          );
        },
      ),
    );

    it.each(
      ENTITY_KINDS.map((kind) => ({ kind, label: `POST /api/desk/${kind.name} with every field right (control)` })),
    )("$label is taken", async ({ kind, label }) => {
      const answer = await read(
        writerOf(kind).request(`/api/desk/${kind.name}`, { method: "POST", json: validBody(kind) }),
      );
      record(FINDINGS.inputs, label, answer, `stored as ${String(answer.json?.id)}`);
      expect(answer.status).toBe(201);
    });

    const CERTIFICATE = { admission: "DPS/2099/0001", name: "Replayed Pupil", image: "noSuchUpload" };
    it.each(
      Object.keys(CERTIFICATE).flatMap((field) =>
        [...WRONG_TYPES.string, null].map((value) => ({
          field,
          value,
          label: `POST /api/desk/certificates with ${field} = ${JSON.stringify(value)}`,
        })),
      ),
    )("$label answers 400 for that field alone", ({ field, value, label }) =>
      refused(
        label,
        () =>
          read(admin.request("/api/desk/certificates", { method: "POST", json: { ...CERTIFICATE, [field]: value } })),
        400,
        (answer) => {
          expect(Object.keys(answer.json?.errors ?? {})).toEqual([field]);
          expect(answer.json?.errors?.[field]).toMatch(value === null ? /^(Enter|Upload)/ : /^Must be /);
        },
      ),
    );

    it.each(
      ["yes", 1, [], {}, null].map((value) => ({
        value,
        label: `PUT /api/desk/submissions/{id} with handled = ${JSON.stringify(value)}`,
      })),
    )("$label answers 400 for handled", ({ value, label }) =>
      refused(
        label,
        async () =>
          deskSend(admin, `/api/desk/submissions/${submission}`, "PUT", JSON.stringify({ handled: value }), {
            "If-Match": await etagOf(admin, `/api/desk/submissions/${submission}`),
          }),
        400,
        (answer) =>
          expect(answer.json?.errors).toEqual({
            handled:
              value === null ? "Say whether it has been handled." : expect.stringMatching(/^Must be true or false/),
          }),
      ),
    );

    it.each(
      [
        ...[42, ["x"], {}, true, null].map((value) => ({
          body: { email: value, role: "editor" },
          field: "email",
          message: "Enter the e-mail address.",
        })),
        ...[42, ["admin"], {}, true, null].map((value) => ({
          body: { email: "new.teacher@school.example", role: value },
          field: "role",
          message: "Choose admin or editor.",
        })),
      ].map((entry) => ({
        ...entry,
        label: `POST /api/desk/staff with ${entry.field} = ${JSON.stringify(entry.body[entry.field as "email" | "role"])}`,
      })),
    )("$label answers 400 for that field", ({ body, field, message, label }) =>
      refused(
        label,
        () => read(admin.request("/api/desk/staff", { method: "POST", json: body })),
        400,
        (answer) => expect(answer.json?.errors).toEqual({ [field]: message }),
      ),
    );

    it.each(
      [
        ...[42, ["admin"], {}, true, null].map((value) => ({
          body: { role: value },
          field: "role",
          message: "Choose admin or editor.",
        })),
        ...["yes", 1, [], {}, null].map((value) => ({
          body: { disabled: value },
          field: "disabled",
          message: "Say true or false.",
        })),
      ].map((entry) => ({ ...entry, label: `PUT /api/desk/staff/{id} with ${JSON.stringify(entry.body)}` })),
    )("$label answers 400 for that field", ({ body, field, message, label }) =>
      refused(
        label,
        () => read(admin.request(`/api/desk/staff/${staffTarget}`, { method: "PUT", json: body })),
        400,
        (answer) => expect(answer.json?.errors).toEqual({ [field]: message }),
      ),
    );

    it.each(
      [
        ...[42, ["x"], {}, true, null].map((value) => ({
          self: "current" as const,
          body: { currentPassword: value, newPassword: "a brand new passphrase" },
          field: "currentPassword",
          message: "Enter your current password.",
        })),
        ...[42, ["x"], {}, true, null].map((value) => ({
          self: "next" as const,
          body: { currentPassword: PASSWORD, newPassword: value },
          field: "newPassword",
          message: "Enter the new password.",
        })),
      ].map((entry) => ({
        ...entry,
        label: `PUT /api/desk/account/password with ${entry.field} = ${JSON.stringify(entry.body[entry.field as "currentPassword" | "newPassword"])}`,
      })),
    )("$label answers 400 for that field", ({ self, body, field, message, label }) =>
      refused(
        label,
        () => read(selves[self].request("/api/desk/account/password", { method: "PUT", json: body })),
        400,
        (answer) => expect(answer.json?.errors).toEqual({ [field]: message }),
      ),
    );

    it.each(
      [
        ...[42, ["x"], {}, true, null].map((value) => ({
          body: { email: value, password: "whatever it is" },
          field: "email",
          message: "Enter your e-mail address.",
        })),
        ...[42, ["x"], {}, true, null].map((value) => ({
          body: { email: "editor@school.example", password: value },
          field: "password",
          message: "Enter your password.",
        })),
      ].map((entry) => ({
        ...entry,
        label: `POST /api/desk/session with ${entry.field} = ${JSON.stringify(entry.body[entry.field as "email" | "password"])}`,
      })),
    )("$label answers 400 for that field", ({ body, field, message, label }) =>
      refused(
        label,
        () =>
          read(
            new DeskClient(service.base).request("/api/desk/session", {
              method: "POST",
              json: body,
              headers: { "X-Forwarded-For": newAddress() },
            }),
          ),
        400,
        (answer) => {
          expect(answer.json?.message).toBe("Enter your e-mail address and password.");
          expect(answer.json?.errors).toEqual({ [field]: message });
        },
      ),
    );

    const CONTACT_MESSAGES: Record<string, string> = {
      name: "Please enter your name.",
      address: "Please enter your address.",
      phone: "Please enter phone number.",
      email: "Please enter your email.",
      mailType: "Please select a topic.",
      message: "Please enter a message.",
    };
    it.each(
      Object.keys(CONTACT_MESSAGES).flatMap((field) =>
        [...WRONG_TYPES.string, null].map((value) => ({
          field,
          value,
          label: `POST /api/form/DPSSWB/dif (enquiry) with ${field} = ${JSON.stringify(value)}`,
        })),
      ),
    )("$label answers 400 for that field", ({ field, value, label }) =>
      refused(
        label,
        () => postJson(FORM, JSON.stringify({ ...CONTACT, [field]: value })),
        400,
        (answer) => expect(answer.json?.errors).toEqual({ [field]: CONTACT_MESSAGES[field] }),
      ),
    );

    it.each(
      ["name", "admission"].flatMap((field) =>
        [...WRONG_TYPES.string, null].map((value) => ({
          field,
          value,
          label: `POST /api/tc/DPSSWB with ${field} = ${JSON.stringify(value)}`,
        })),
      ),
    )("$label answers 400 for that field", ({ field, value, label }) =>
      refused(
        label,
        () =>
          postJson(
            "/api/tc/DPSSWB",
            JSON.stringify({ name: "Rahul Sharma", admission: "DPS/2015/0412", [field]: value }),
          ),
        400,
        (answer) => expect(answer.json?.errors).toEqual({ [field]: "Please fill in all fields" }),
      ),
    );
  });
});
