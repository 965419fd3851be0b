import { checkCallBody } from "@school/contract/desk/callBody";
import { passwordChangeBody } from "@school/contract/desk/passwordChangeBody";
import { signInBody } from "@school/contract/desk/signInBody";
import { newStaffBody, staffAccountBody } from "@school/contract/desk/staffAccountBody";
import { staffChangeBody, staffResetBody } from "@school/contract/desk/staffChangeBody";
import { CONSOLE_ROLES } from "@school/contract/desk/staffRoles";
import { CONTROL_MESSAGE } from "@school/contract/text";

const errorsOf = (schema: Parameters<typeof checkCallBody>[0], body: unknown) => checkCallBody(schema, body).errors;

describe("the sign-in's body", () => {
  it.each<[unknown, Record<string, string> | undefined]>([
    [{ email: " Head@School.example ", password: "a long password" }, undefined],
    [{ email: "head@school.example", password: "a long password", remember: true }, undefined],
    [
      { email: "  ", password: "" },
      { email: "Enter your e-mail address.", password: "Enter your password." },
    ],
    [
      { email: 42, password: ["x"] },
      { email: "Enter your e-mail address.", password: "Enter your password." },
    ],
    [{ email: "head\u0000@school.example", password: "x" }, { email: CONTROL_MESSAGE }],
    [
      { email: `${"a".repeat(250)}@school.example`, password: "x" },
      { email: "The e-mail address must be 254 characters or fewer." },
    ],
    [
      { email: "head@school.example", password: "x".repeat(1025) },
      { password: "The password must be at most 1024 characters long." },
    ],
    ["head@school.example", { "": "Send the fields as a JSON object." }],
  ])("%j answers %j", (body, errors) => {
    expect(errorsOf(signInBody, body)).toEqual(errors);
  });

  it("reads the e-mail address trimmed, and only the two fields", () => {
    expect(
      checkCallBody(signInBody, { email: " head@school.example ", password: " pw ", remember: true }).value,
    ).toEqual({
      email: "head@school.example",
      password: " pw ",
    });
  });
});

describe("a new staff account's body", () => {
  it.each<[unknown, Record<string, string> | undefined]>([
    [{ email: " New.Teacher@School.example ", role: "editor" }, undefined],
    [{ email: "", role: "editor" }, { email: "Enter the e-mail address." }],
    [{ email: null, role: "admin" }, { email: "Enter the e-mail address." }],
    [{ email: " not an address ", role: "editor" }, { email: "not an address is not an e-mail address." }],
    [
      { email: "a\u202Eb@school.example", role: "editor" },
      { email: "Remove the hidden formatting characters from the e-mail address: type it again rather than paste it." },
    ],
    [{ email: "x@school.example", role: "owner" }, { role: "The role must be admin or editor, not owner." }],
    [{ email: "x@school.example", role: true }, { role: "Choose admin or editor." }],
    [
      { email: "x@school.example", role: "editor", password: "chosen" },
      { password: "This call does not take the field password." },
    ],
    [[], { "": "Send the fields as a JSON object." }],
  ])("%j answers %j", (body, errors) => {
    expect(errorsOf(newStaffBody, body)).toEqual(errors);
  });

  it("offers the console's roles at the console", () => {
    expect(errorsOf(staffAccountBody(CONSOLE_ROLES), { email: "x@school.example", role: "owner" })).toBeUndefined();
    expect(errorsOf(staffAccountBody(CONSOLE_ROLES), { email: "x@school.example", role: "boss" })).toEqual({
      role: "The role must be owner, admin or editor, not boss.",
    });
  });
});

describe("a change of an account's body", () => {
  it.each<[unknown, Record<string, string> | undefined]>([
    [{ role: "admin" }, undefined],
    [{ disabled: false }, undefined],
    [{ role: "editor", disabled: true }, undefined],
    [{}, { "": "Send role, disabled or both." }],
    [{ email: "x@school.example" }, { email: "This call does not take the field email." }],
    [
      { role: "owner", disabled: "yes" },
      { role: "Choose admin or editor.", disabled: "Say true or false." },
    ],
  ])("%j answers %j", (body, errors) => {
    expect(errorsOf(staffChangeBody, body)).toEqual(errors);
  });

  it.each<[unknown, Record<string, string> | undefined]>([
    [undefined, undefined],
    [{}, undefined],
    [{ password: "mine" }, { password: "This call does not take the field password." }],
  ])("a reset of %j answers %j", (body, errors) => {
    expect(errorsOf(staffResetBody, body)).toEqual(errors);
  });
});

describe("a change of one's own password", () => {
  it.each<[unknown, Record<string, string> | undefined]>([
    [{ currentPassword: "the old one", newPassword: "a new long passphrase" }, undefined],
    [
      { currentPassword: "", newPassword: "" },
      { currentPassword: "Enter your current password.", newPassword: "Enter the new password." },
    ],
    [
      { currentPassword: "x", newPassword: "short one" },
      { newPassword: "The password must be at least 12 characters long." },
    ],
    [
      { currentPassword: "x", newPassword: "é".repeat(129) },
      { newPassword: "The password must be at most 128 characters long." },
    ],
    [
      { currentPassword: "the same long one", newPassword: "the same long one" },
      { newPassword: "The new password must differ from the current one." },
    ],
    [{ currentPassword: 5, newPassword: "a new long passphrase" }, { currentPassword: "Enter your current password." }],
  ])("%j answers %j", (body, errors) => {
    expect(errorsOf(passwordChangeBody, body)).toEqual(errors);
  });
});
