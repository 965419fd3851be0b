import { addStaff } from "../../src/auth/staff";
import { DEFAULT_SCHOOL } from "../../src/school";
import { rootOf } from "../../src/db/schoolScope";
import { withDb } from "./helpers";

export const PASSWORD = "correct horse battery staple";

/** An account of `school`'s (the service's own unless given); an owner's has none. */
export async function addAccount(
  dataDir: string,
  email: string,
  role: "owner" | "admin" | "editor",
  school: string = DEFAULT_SCHOOL.code,
) {
  // As `npm run staff` adds one: through the service's own handle, which reaches every school's accounts.
  await withDb(dataDir, (db) =>
    addStaff(rootOf(db), {
      email,
      role,
      password: PASSWORD,
      school: role === "owner" ? null : school,
      roles: ["owner", "admin", "editor"],
    }),
  );
}

/** A browser at the desk: it sends the desk's own Origin on writes, as a browser does, and keeps
 * the session cookie. */
export class DeskClient {
  cookie = "";
  constructor(readonly base: string) {}

  request(path: string, init: RequestInit & { json?: unknown } = {}) {
    const headers = new Headers(init.headers);
    if (this.cookie) headers.set("Cookie", this.cookie);
    if (init.method && init.method !== "GET" && !headers.has("Origin")) headers.set("Origin", this.base);
    if (init.json !== undefined) headers.set("Content-Type", "application/json");
    return fetch(`${this.base}${path}`, {
      ...init,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
  }

  async signIn(email: string, password = PASSWORD) {
    const response = await this.request("/api/desk/session", { method: "POST", json: { email, password } });
    const setCookie = response.headers.get("set-cookie");
    if (setCookie) this.cookie = setCookie.split(";")[0];
    return response;
  }

  async upload(file: Buffer, name: string, path = "/api/desk/media") {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(file)]), name);
    return this.request(path, { method: "POST", body: form });
  }
}

/** A desk client signed in as a new account of `role` on `service`. */
export async function signedIn(
  service: { dataDir: string; base: string },
  email: string,
  role: "admin" | "editor",
): Promise<DeskClient> {
  await addAccount(service.dataDir, email, role);
  const client = new DeskClient(service.base);
  await client.signIn(email);
  return client;
}
