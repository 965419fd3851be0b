import { readFileSync, writeFileSync } from "fs";
import { createServer } from "net";
import path from "path";
import { expect, test } from "@playwright/test";
import { LOCAL_BACKEND_URL } from "../../src/lib/cms/backendSettings";
import { checkoutCopy } from "./checkoutCopy";
import { npm, statusOf } from "./command";

/** `npm run cms` ends when one of its parts cannot run: decap-server's port taken, or the
 * development site failing. The editor saving through a running `npm run cms` is tested with the
 * development site, on one server (develop.spec.ts). */
const EDITOR = "http://localhost:8000/admin/";

test("when the development site fails, decap-server is stopped too and the command ends with the reason", async () => {
  test.setTimeout(5 * 60_000);
  const copy = checkoutCopy();
  const fees = path.join(copy.dir, "content/data/fees.yaml");
  writeFileSync(fees, readFileSync(fees, "utf8").replace("amount: 71900", "amount: 71900.5"));
  const cms = npm(["run", "cms"], { cwd: copy.dir });
  try {
    const { code } = await cms.ended;
    expect(code).toBe(1);
    expect(cms.output()).toContain(
      "npm run cms: the development site (npm run develop) exited with code 1; stopping the editor.",
    );
    expect(cms.output()).toContain(
      'content/data/fees.yaml: groups[4] "Class IX" > rows[0] "Admission fee": field "amount" must be a positive whole number of rupees',
    );
    expect(await statusOf(LOCAL_BACKEND_URL, { method: "POST", body: '{"action":"info"}' })).toBe(0);
  } finally {
    await cms.stop();
    copy.dispose();
  }
});

test("when decap-server's port is taken, nothing starts and the command says which port", async () => {
  const { hostname, port } = new URL(LOCAL_BACKEND_URL);
  const squatter = createServer();
  await new Promise<void>((resolve) => squatter.listen(Number(port), hostname, resolve));
  const cms = npm(["run", "cms"]);
  try {
    const { code } = await cms.ended;
    expect(code).toBe(1);
    expect(cms.output()).toContain(
      `npm run cms: cannot start, port ${hostname}:${port} (decap-server; is another npm run cms running?) is in use.`,
    );
    expect(await statusOf(EDITOR)).toBe(0);
  } finally {
    await cms.stop();
    await new Promise((resolve) => squatter.close(resolve));
  }
});
