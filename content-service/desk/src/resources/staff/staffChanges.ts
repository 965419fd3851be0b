/** What an admin may do with an account at the desk, and the words each step says: the button,
 * the question before it, and the note after. Said plainly when the account is the admin's own. */
import type { StaffChangeBody } from "@school/contract/desk/staffChangeBody";
import type { StaffRecord } from "./staffFacts";

export type StaffChange = "make-admin" | "make-editor" | "disable" | "enable" | "reset";

export interface ChangeWords {
  button: string;
  question: string;
  explanation: string;
  done: string;
}

/** The changes offered for an account. One's own password is changed under Your password, never reset. */
export function changesFor(record: Pick<StaffRecord, "role" | "disabled">, isSelf: boolean): StaffChange[] {
  return [
    record.role === "admin" ? "make-editor" : "make-admin",
    record.disabled ? "enable" : "disable",
    ...(isSelf ? [] : ["reset" as const]),
  ];
}

/** The body PUT /api/desk/staff/{id} takes for a change (a reset has a call of its own). */
export function changeBody(change: Exclude<StaffChange, "reset">): StaffChangeBody {
  if (change === "make-admin") return { role: "admin" };
  if (change === "make-editor") return { role: "editor" };
  return { disabled: change === "disable" };
}

export function changeWords(change: StaffChange, email: string, isSelf: boolean): ChangeWords {
  switch (change) {
    case "make-admin":
      return {
        button: "Make admin",
        question: `Make ${email} an admin?`,
        explanation:
          "Admins also read enquiries and applications, issue transfer certificates, " +
          "read the audit log and manage staff accounts.",
        done: `${email} is now an admin.`,
      };
    case "make-editor":
      return {
        button: "Make editor",
        question: `Make ${email} an editor?`,
        explanation: isSelf
          ? "You lose the admin screens at once, this one included. Another admin can make you an admin again."
          : "Editors publish content only: no enquiries, certificates, audit log or staff accounts.",
        done: `${email} is now an editor.`,
      };
    case "disable":
      return {
        button: "Disable account",
        question: `Disable ${email}?`,
        explanation: isSelf
          ? "You are signed out at once and cannot sign in again until another admin enables your account."
          : "They are signed out at once and cannot sign in until an admin enables the account again. " +
            "What they published stays on the site.",
        done: `${email} is disabled and signed out everywhere.`,
      };
    case "enable":
      return {
        button: "Enable account",
        question: `Enable ${email}?`,
        explanation: "They can sign in again with their password. If nobody knows it, reset it afterwards.",
        done: `${email} can sign in again.`,
      };
    case "reset":
      return {
        button: "Reset password",
        question: `Reset the password of ${email}?`,
        explanation:
          "A new password is made and shown to you once. " +
          "The old one stops working, and they are signed out everywhere.",
        done: `${email} has a new password and is signed out everywhere.`,
      };
  }
}
