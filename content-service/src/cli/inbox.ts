import { configFromEnv } from "../config";
import { openDb } from "../db/open";
import { schoolByCode } from "../db/schools";
import { forSchool } from "../db/schoolScope";
import { listSubmissions, type Submission } from "../db/submissions";
import { terminalSafe } from "../text/terminalSafe";

const LABELS: Record<string, string> = {
  name: "Name",
  address: "Address",
  phone: "Phone",
  email: "E-mail",
  mailType: "Topic",
  message: "Message",
  dob: "Date of birth",
  subject: "Subject",
  profession: "Working now",
  experience: "Experience (years)",
  gender: "Gender",
  status: "Marital status",
  resumeName: "Resume (as sent)",
};

/** One submission as office staff read it. Whatever a visitor sent is escaped; line breaks show as
 * \n, so every entry keeps one line per field. */
export function formatSubmission(submission: Submission): string {
  const title = submission.kind === "contact" ? "Contact enquiry" : "Career application";
  const lines = Object.entries(submission.body).map(
    ([key, value]) => `  ${LABELS[key] ?? terminalSafe(key)}: ${terminalSafe(String(value))}`,
  );
  if (submission.resumeFile) lines.push(`  Resume file: resumes/${submission.resumeFile}`);
  return [`${title} — ${new Date(submission.createdAt).toLocaleString("en-IN")} (${submission.id})`, ...lines].join(
    "\n",
  );
}

/** `npm run inbox [-- --school <CODE>]`: prints a school's stored enquiries and applications,
 * newest first: the service's own school's (SCHOOL_CODE) unless another is named. */
async function main(args: string[]) {
  const { dataDir, databaseUrl, school } = configFromEnv();
  const { db } = await openDb(dataDir, databaseUrl, school);
  try {
    const at = args.indexOf("--school");
    const code = at >= 0 ? args[at + 1] : school.code;
    if (!code || !(await schoolByCode(db, code)))
      throw new Error(`No school has the code ${code ?? "(none given)"}. The schools: npm run school -- list`);
    const submissions = await listSubmissions(forSchool(db, code));
    console.log(
      submissions.length ? submissions.map(formatSubmission).join("\n\n") : "No enquiries or applications yet.",
    );
  } finally {
    await db.destroy();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
