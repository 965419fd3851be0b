/**
 * react-admin's authProvider on the service's session endpoints (an HttpOnly cookie the desk's
 * script never sees): sign in, sign out, who is signed in and with which role.
 */
import type { AuthProvider } from "ra-core";
import { API_BASE, messageOf } from "../data/httpClient";
import { forgetChosenSchool } from "../lib/chosenSchool";

export type Role = "owner" | "admin" | "editor";

export interface Session {
  email: string;
  role: Role;
}

const SESSION = `${API_BASE}/session`;
const UNREACHABLE = "The desk cannot reach the content service. Check the connection and try again.";

async function call(fetchImpl: typeof fetch, method: string, body?: unknown): Promise<Response> {
  try {
    return await fetchImpl(SESSION, {
      method,
      credentials: "same-origin",
      headers:
        body === undefined
          ? { Accept: "application/json" }
          : { Accept: "application/json", "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new Error(UNREACHABLE);
  }
}

const readJson = async (response: Response): Promise<unknown> => response.json().catch(() => null);

async function currentSession(fetchImpl: typeof fetch): Promise<Session | null> {
  const response = await call(fetchImpl, "GET");
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(messageOf(response.status, await readJson(response)));
  const body = (await readJson(response)) as { email?: unknown; role?: unknown } | null;
  if (!body || typeof body.email !== "string" || !["owner", "admin", "editor"].includes(String(body.role)))
    throw new Error(UNREACHABLE);
  return { email: body.email, role: body.role as Role };
}

export function deskAuthProvider(fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  // react-admin asks several questions at once on each screen (signed in? role? who?): they share one call.
  let inFlight: Promise<Session | null> | null = null;
  const session = () => {
    inFlight ??= currentSession(fetchImpl).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
  const provider = {
    async login({ email, password }: { email: string; password: string }) {
      forgetChosenSchool();
      const response = await call(fetchImpl, "POST", { email, password });
      if (!response.ok) throw new Error(messageOf(response.status, await readJson(response)));
    },
    async logout() {
      forgetChosenSchool();
      // Signing out of an already ended session is still signing out.
      await call(fetchImpl, "DELETE").catch(() => undefined);
    },
    async checkAuth() {
      // message false: the sign-in page itself says what to do; no extra notice on arrival.
      if (!(await session())) throw { message: false };
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) throw { message: "Your session has ended. Please sign in again." };
    },
    async getPermissions() {
      return (await session())?.role ?? null;
    },
    async getIdentity() {
      const current = await session();
      if (!current) throw new Error("Not signed in.");
      return { id: current.email, fullName: current.email };
    },
  } satisfies AuthProvider;
  return provider;
}
