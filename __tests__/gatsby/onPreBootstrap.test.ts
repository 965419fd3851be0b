/** @jest-environment node */
import { rmSync } from "fs";
import { onPreBootstrap } from "../../gatsby-node";
import { projectWith } from "../fixtures/siteData";

/** Runs the build's first step in a copy of the project's data files, one of them edited. */
function bootstrapWith(file: string, edit: (text: string) => string) {
  const dir = projectWith(file, edit);
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

it("lets the build go on with a correct edit", () => {
  expect(bootstrapWith("fees.yaml", (text) => text.replace("transportMonthly: 3300", "transportMonthly: 3400"))).not.toHaveBeenCalled();
});

it("stops the build with one message naming file, entry and field", () => {
  const panic = bootstrapWith("navigation.yaml", (text) => text.replace("path: /our-vision", "path: our-vision"));
  expect(panic).toHaveBeenCalledTimes(1);
  expect(panic.mock.calls[0][0]).toBe(
    'content/data/navigation.yaml: menu[1] "About Us" > children[4] "Our Vision": field "path" must be a path of this site starting with "/", such as /about-us',
  );
});
