import { configFromEnv } from "../config";
import { openDb, type Db } from "../db/open";
import { forSchool } from "../db/schoolScope";
import { generatePassword } from "../auth/passwords";
import { CONSOLE_ROLES } from "@school/contract/desk/staffRoles";
import { addStaff, disableStaff, enableStaff, findStaff, listStaff, resetPassword, StaffError } from "../auth/staff";
import { recordAudit, type AuditAction } from "../desk/audit";

/** Who the audit log names for a change made here: the person at the server's console. */
const CONSOLE_ACTOR = "server console (npm run staff)";

const USAGE = `Staff accounts of the content desk:
  npm run staff -- add <email> --role admin|editor [--school <CODE>]
                                                     new account of a school (the service's own
                                                     school, SCHOOL_CODE, when --school is left out)
  npm run staff -- add <email> --role owner          new account that may manage every school
  npm run staff -- list                              every account
  npm run staff -- disable <email>                   no more sign-ins; ends its sessions now
  npm run staff -- enable <email>                    allows sign-ins again
  npm run staff -- reset <email>                     new password; ends its sessions now
The password is read from standard input (for example: printf '%s' "$PASSWORD" | npm run staff -- add …);
with nothing on standard input a strong one is generated and printed once.
After the first admin, admins manage accounts at the desk (Staff); this stays for the server's console.`;

/** Reads a password piped in; an interactive terminal gets a generated one instead of an echoed prompt. */
async function passwordFromStdin(): Promise<string> {
  if (process.stdin.isTTY) return "";
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

async function newPassword(): Promise<{ password: string; generated: boolean }> {
  const given = await passwordFromStdin();
  return given ? { password: given, generated: false } : { password: generatePassword(), generated: true };
}

/** The console's changes are audited like the desk's, under the account's e-mail address, in its
 * school's log (an owner's in the service's own school's). */
async function audit(db: Db, email: string, action: AuditAction, changes?: unknown) {
  const member = await findStaff(db, email);
  if (member)
    await recordAudit(forSchool(db, member.school ?? configFromEnv().school.code), {
      actor: CONSOLE_ACTOR,
      action,
      kind: "staff",
      itemId: member.id,
      label: member.email,
      changes,
    });
}

/** The value after `name` in the arguments, or undefined. */
const option = (args: string[], name: string): string | undefined => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};

async function main(args: string[]): Promise<string> {
  const [command, email] = args;
  const { dataDir, databaseUrl, school } = configFromEnv();
  const { db } = await openDb(dataDir, databaseUrl, school);
  try {
    switch (command) {
      case "add": {
        const role = option(args, "--role");
        if (!email || !role) throw new StaffError(USAGE);
        const given = option(args, "--school");
        if (role === "owner" && given) throw new StaffError("An owner manages every school: leave out --school.");
        const { password, generated } = await newPassword();
        const member = await addStaff(db, {
          email,
          role,
          password,
          school: role === "owner" ? null : (given ?? school.code),
          roles: CONSOLE_ROLES,
        });
        await audit(db, member.email, "create", { email: member.email, role: member.role, school: member.school });
        const shown = generated ? `\nPassword (shown once; give it to them privately): ${password}` : "";
        const of = member.school ? ` of ${member.school}` : ", every school";
        return `Added ${member.email} (${member.role}${of}).${shown}`;
      }
      case "list": {
        const staff = await listStaff(db);
        if (!staff.length)
          return "No staff accounts yet. Add the first admin: npm run staff -- add <email> --role admin";
        return staff
          .map(
            (m) =>
              `${m.email}\t${m.role}\t${m.school ?? "every school"}\t${m.disabledAt ? "disabled" : "active"}\t` +
              `last sign-in: ${m.lastSignInAt ?? "never"}`,
          )
          .join("\n");
      }
      case "disable":
        if (!email) throw new StaffError(USAGE);
        await disableStaff(db, email);
        await audit(db, email, "disable");
        return `Disabled ${email}; its sessions have ended.`;
      case "enable":
        if (!email) throw new StaffError(USAGE);
        await enableStaff(db, email);
        await audit(db, email, "enable");
        return `Enabled ${email}.`;
      case "reset": {
        if (!email) throw new StaffError(USAGE);
        const { password, generated } = await newPassword();
        await resetPassword(db, email, password);
        await audit(db, email, "reset-password");
        const shown = generated ? `\nPassword (shown once): ${password}` : "";
        return `New password set for ${email}; its sessions have ended.${shown}`;
      }
      default:
        throw new StaffError(USAGE);
    }
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2))
  .then((message) => console.log(message))
  .catch((error) => {
    console.error(error instanceof StaffError ? error.message : error);
    process.exitCode = 1;
  });
