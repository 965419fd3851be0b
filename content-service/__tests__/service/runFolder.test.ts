import { existsSync, statSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { makeRunFolder, removeRunFolder } from "../runFolder";

// Jest's own global setup has already made this run's folder: the one made here goes inside it.
const KEY = "__contentServiceRunFolder";
const runGlobals = globalThis as Record<string, unknown>;
const outer = os.tmpdir();
const outerEnv = process.env.TMPDIR;
const outerFolder = runGlobals[KEY];
beforeEach(() => delete runGlobals[KEY]);
afterEach(() => {
  process.env.TMPDIR = outerEnv;
  runGlobals[KEY] = outerFolder;
});

it("gives the run one temporary folder, open to every account as /tmp is, and removes it with what was left in it", () => {
  makeRunFolder();
  const folder = process.env.TMPDIR ?? "";
  expect(path.dirname(folder)).toBe(outer);
  expect(statSync(folder).mode & 0o7777).toBe(0o1777);
  writeFileSync(path.join(folder, "left-behind"), "a test's file");
  // The service project's setup and the run's own both ask for it: the second finds the first.
  makeRunFolder();
  expect(process.env.TMPDIR).toBe(folder);
  removeRunFolder();
  expect(existsSync(folder)).toBe(false);
});
