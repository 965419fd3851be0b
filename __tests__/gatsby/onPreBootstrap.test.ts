/** @jest-environment node */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { onPreBootstrap } from "../../gatsby-node";

const root = path.resolve(__dirname, "../..");

/** Runs the build's first step in a copy of the project's data files, one of them edited. */
function bootstrapWith(editNavigation: (text: string) => string, editFees: (text: string) => string = (text) => text) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "school-site-"));
  mkdirSync(path.join(dir, "content/data"), { recursive: true });
  for (const file of ["site.yaml", "navigation.yaml", "fees.yaml", "uniform.yaml", "admission.yaml"]) {
    const text = readFileSync(path.join(root, "content/data", file), "utf8");
    const edit = file === "navigation.yaml" ? editNavigation : file === "fees.yaml" ? editFees : (t: string) => t;
    writeFileSync(path.join(dir, "content/data", file), edit(text));
  }
  const panic = jest.fn();
  const cwd = process.cwd();
  process.chdir(dir);
  try {
    (onPreBootstrap as (args: unknown) => void)({ reporter: { panic } });
  } finally {
    process.chdir(cwd);
    rmSync(dir, { recursive: true, force: true });
  }
  return panic;
}

it("lets the build go on with the shipped files", () => {
  expect(bootstrapWith((text) => text)).not.toHaveBeenCalled();
});

it("stops the build with one message naming file, entry and field", () => {
  const panic = bootstrapWith((text) => text.replace("path: /our-vision", "path: our-vision"));
  expect(panic).toHaveBeenCalledTimes(1);
  expect(panic.mock.calls[0][0]).toBe(
    'content/data/navigation.yaml: menu[1] "About Us" > children[4] "Our Vision": field "path" must be a path of this site starting with "/", such as /about-us',
  );
});

it("stops the build on a file that is not YAML", () => {
  const panic = bootstrapWith((text) => `${text}\n  - title: [unclosed`);
  expect(panic.mock.calls[0][0]).toMatch(/^content\/data\/navigation\.yaml: not valid YAML/);
});

it("stops the build when a fee group's rows do not add up to its total", () => {
  const panic = bootstrapWith(
    (text) => text,
    (text) => text.replace("total: 55800", "total: 55000"),
  );
  expect(panic.mock.calls[0][0]).toBe(
    'content/data/fees.yaml: group "pre-nursery": field "total" is 55000, but its rows with inTotal: true add up to 55800',
  );
});
