import { currentPasswordCheck, newPasswordCheck, repeatCheck } from "../../desk/src/resources/account/passwordChecks";
import { changeBody, changesFor, changeWords } from "../../desk/src/resources/staff/staffChanges";

describe("what an admin may do with an account", () => {
  it.each([
    [{ role: "editor", disabled: false }, false, ["make-admin", "disable", "reset"]],
    [{ role: "admin", disabled: true }, false, ["make-editor", "enable", "reset"]],
    // One's own password is changed under Your password: a reset would sign the admin out.
    [{ role: "admin", disabled: false }, true, ["make-editor", "disable"]],
  ] as const)("%j (own: %p) offers %j", (record, isSelf, changes) => {
    expect(changesFor(record, isSelf)).toEqual(changes);
  });

  it("sends the service the one field a change is about", () => {
    expect(changeBody("make-admin")).toEqual({ role: "admin" });
    expect(changeBody("make-editor")).toEqual({ role: "editor" });
    expect(changeBody("disable")).toEqual({ disabled: true });
    expect(changeBody("enable")).toEqual({ disabled: false });
  });

  it("warns an admin who is about to lock themselves out", () => {
    expect(changeWords("disable", "head@school.example", true).explanation).toMatch(/^You are signed out at once/);
    expect(changeWords("disable", "office@school.example", false).explanation).toMatch(/^They are signed out at once/);
    expect(changeWords("make-editor", "head@school.example", true).explanation).toMatch(/^You lose the admin screens/);
    expect(changeWords("reset", "office@school.example", false).question).toBe(
      "Reset the password of office@school.example?",
    );
  });
});

describe("the form's checks of a new password", () => {
  const check = (validate: typeof newPasswordCheck, values: Record<string, unknown>) =>
    validate(undefined, { ...values, repeatPassword: values.newPassword }, {});

  it.each<[Record<string, unknown>, string | undefined, string | undefined]>([
    [
      { currentPassword: "old one", newPassword: "short" },
      undefined,
      "The password must be at least 12 characters long.",
    ],
    [
      { currentPassword: "the same long one", newPassword: "the same long one" },
      undefined,
      "The new password must differ from the current one.",
    ],
    [{ currentPassword: "old one", newPassword: "a new long passphrase" }, undefined, undefined],
    [{ currentPassword: null, newPassword: null }, "Enter your current password.", "Enter the new password."],
  ])("says what the service would say, before sending: %j", (values, current, next) => {
    expect(check(currentPasswordCheck, values)).toBe(current);
    expect(check(newPasswordCheck, values)).toBe(next);
  });

  it("says when the repeated password differs", () => {
    expect(repeatCheck("a new long passphrase", { newPassword: "a new long passphrase" })).toBeUndefined();
    expect(repeatCheck("a new long passphrase!", { newPassword: "a new long passphrase" })).toBe(
      "This is not the same as the new password above.",
    );
  });
});
