/** @jest-environment node */
import { execFile } from "child_process";
import { promisify } from "util";
import { formatSubmission } from "../../src/cli/inbox";
import { storeSubmission } from "../../src/db/submissions";
import { folderStore } from "../../src/files/folderStore";
import { terminalSafe } from "../../src/text/terminalSafe";
import { npmScript, tempDir, withDb } from "./helpers";
import { serviceEnv } from "./testDatabases";

describe("terminalSafe", () => {
  it.each([
    ["plain text", "Asha Roy, Siliguri", "Asha Roy, Siliguri"],
    ["Bengali and Hindi", "অশোক রায় · आशा", "অশোক রায় · आशा"],
    ["an escape sequence that clears the screen", "\u001b[2J\u001b[H", "\\x1b[2J\\x1b[H"],
    [
      "a terminal hyperlink",
      "\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007",
      "\\x1b]8;;https://evil.example\\x07click\\x1b]8;;\\x07",
    ],
    ["a carriage return that overwrites the line", "ok\rForged", "ok\\rForged"],
    ["a line break that starts a fake entry", "Hi\n\nContact enquiry — forged", "Hi\\n\\nContact enquiry — forged"],
    ["a NUL and a backspace", "a\u0000b\bc", "a\\x00b\\x08c"],
    ["a C1 control (CSI)", "a\u009b2Jb", "a\\x9b2Jb"],
    ["a right-to-left override", "abc\u202Efed", "abc\\u{202e}fed"],
    ["a backslash the visitor typed", "C:\\x1b", "C:\\\\x1b"],
  ])("writes %s safely", (_label, input, expected) => {
    expect(terminalSafe(input)).toBe(expected);
  });
});

describe("npm run inbox", () => {
  it("prints a hostile message escaped, one line per field", async () => {
    const dataDir = tempDir("inbox");
    await withDb(dataDir, (db) =>
      storeSubmission(db, folderStore(dataDir), "contact", {
        name: "Asha\u001b[2J",
        address: "Siliguri",
        phone: "9876543210",
        email: "a@example.com",
        mailType: "Enquiry",
        message: "Hello\nContact enquiry — forged",
      }),
    );
    const { stdout } = await promisify(execFile)(...npmScript("inbox"), {
      env: { ...process.env, ...(await serviceEnv(dataDir)) },
    });
    expect(stdout).not.toContain("\u001b");
    expect(stdout).toContain("  Name: Asha\\x1b[2J");
    expect(stdout).toContain("  Message: Hello\\nContact enquiry — forged");
    expect(stdout.split("\n").filter((line) => line.startsWith("Contact enquiry"))).toHaveLength(1);
  }, 60_000);

  it("labels the fields office staff read", () => {
    const text = formatSubmission({
      id: "x",
      kind: "career",
      createdAt: "2026-11-23T10:00:00.000Z",
      body: { name: "Priya", experience: "6" },
      resumeFile: "x.pdf",
    });
    expect(text.split("\n")).toEqual([
      expect.stringMatching(/^Career application — .+ \(x\)$/),
      "  Name: Priya",
      "  Experience (years): 6",
      "  Resume file: resumes/x.pdf",
    ]);
  });
});
