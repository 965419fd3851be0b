/**
 * deploy/systemd's units as `systemd-analyze verify` reads them: every setting known and well
 * formed, every command present. The node the tests run on stands in for /usr/bin/node.
 */
import { rmSync } from "fs";
import path from "path";
import { rendered, sharedTempDir, writeReadable } from "./deployFiles";
import { requireProgram, run } from "./programs";

const UNITS = ["content-service@.service", "content-service-backup.service", "content-service-backup.timer"];

let dir: string;

beforeAll(() => {
  dir = sharedTempDir("systemd");
  for (const unit of UNITS) {
    const text = rendered(
      `systemd/${unit}`,
      unit.endsWith(".timer") ? [] : [["/usr/bin/node ", `${process.execPath} `]],
    );
    writeReadable(path.join(dir, unit), text);
  }
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("systemd-analyze verify finds nothing to say about an instance, the backup and its timer", () => {
  const { code, output } = run(requireProgram("/usr/bin/systemd-analyze"), [
    "verify",
    ...["content-service@4001.service", "content-service-backup.service", "content-service-backup.timer"].map((unit) =>
      path.join(dir, unit),
    ),
  ]);
  expect(output).toBe("");
  expect(code).toBe(0);
});
