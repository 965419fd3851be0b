import { deskAuthProvider } from "../../desk/src/auth/authProvider";

type Answer = { status: number; body?: unknown } | Error;

/** A fetch that answers each call with the next answer and records what was asked. */
function fakeFetch(...answers: Answer[]) {
  const calls: { url: string; method: string; body?: unknown }[] = [];
  const fetchImpl = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(url),
      method: init?.method ?? "GET",
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = answers.shift();
    if (!answer) throw new Error("unexpected call");
    if (answer instanceof Error) throw answer;
    const { status, body } = answer;
    return {
      status,
      ok: status >= 200 && status < 300,
      json: async () => (body === undefined ? Promise.reject(new SyntaxError("no body")) : body),
    };
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, calls };
}

describe("signing in and out through the session endpoints", () => {
  it("signs in with the e-mail address and password", async () => {
    const { fetchImpl, calls } = fakeFetch({ status: 204 });
    await deskAuthProvider(fetchImpl).login({ email: "office@school.example", password: "a long password" });
    expect(calls).toEqual([
      {
        url: "/api/desk/session",
        method: "POST",
        body: { email: "office@school.example", password: "a long password" },
      },
    ]);
  });

  it.each<[string, Answer, string]>([
    [
      "a wrong password",
      { status: 401, body: { error: "The e-mail address or password is wrong." } },
      "The e-mail address or password is wrong.",
    ],
    [
      "too many tries",
      { status: 429, body: { error: "Too many failed sign-ins. Try again in 15 minutes." } },
      "Too many failed sign-ins. Try again in 15 minutes.",
    ],
    ["a refusal without words", { status: 429 }, "Too many tries. Please wait a few minutes and try again."],
    [
      "no connection",
      new TypeError("Failed to fetch"),
      "The desk cannot reach the content service. Check the connection and try again.",
    ],
  ])("says why a sign-in failed: %s", async (_, answer, message) => {
    const { fetchImpl } = fakeFetch(answer);
    await expect(deskAuthProvider(fetchImpl).login({ email: "a@b.example", password: "x" })).rejects.toThrow(message);
  });

  it("knows who is signed in, and with which role", async () => {
    const { fetchImpl } = fakeFetch(
      { status: 200, body: { email: "head@school.example", role: "admin" } },
      { status: 200, body: { email: "head@school.example", role: "admin" } },
      { status: 200, body: { email: "head@school.example", role: "admin" } },
    );
    const auth = deskAuthProvider(fetchImpl);
    await expect(auth.checkAuth()).resolves.toBeUndefined();
    await expect(auth.getPermissions()).resolves.toBe("admin");
    await expect(auth.getIdentity()).resolves.toEqual({ id: "head@school.example", fullName: "head@school.example" });
  });

  it("knows an owner (of every school), whom the desk shows the admins' screens and the schools", async () => {
    const { fetchImpl } = fakeFetch({
      status: 200,
      body: { email: "vendor@group.example", role: "owner", school: "DPSSWB" },
    });
    await expect(deskAuthProvider(fetchImpl).getPermissions()).resolves.toBe("owner");
  });

  it("sends a visitor without a session to the sign-in page, without a notice", async () => {
    const { fetchImpl } = fakeFetch({ status: 401, body: { error: "Please sign in." } }, { status: 401 });
    const auth = deskAuthProvider(fetchImpl);
    await expect(auth.checkAuth()).rejects.toEqual({ message: false });
    await expect(auth.getPermissions()).resolves.toBeNull();
  });

  it("signs out on a 401 from any call, and stays signed in on a 403", async () => {
    const auth = deskAuthProvider(fakeFetch().fetchImpl);
    await expect(auth.checkError({ status: 401 })).rejects.toEqual({
      message: "Your session has ended. Please sign in again.",
    });
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 400 })).resolves.toBeUndefined();
  });

  it("signs out with DELETE, even when the session had already ended", async () => {
    const { fetchImpl, calls } = fakeFetch({ status: 401 });
    await expect(deskAuthProvider(fetchImpl).logout()).resolves.toBeUndefined();
    expect(calls).toEqual([{ url: "/api/desk/session", method: "DELETE", body: undefined }]);
  });
});

it("asks the service once when react-admin asks several questions at the same moment", async () => {
  const { fetchImpl, calls } = fakeFetch({ status: 200, body: { email: "office@school.example", role: "editor" } });
  const auth = deskAuthProvider(fetchImpl);
  const [, role, identity] = await Promise.all([auth.checkAuth(), auth.getPermissions(), auth.getIdentity()]);
  expect(role).toBe("editor");
  expect(identity).toEqual({ id: "office@school.example", fullName: "office@school.example" });
  expect(calls).toHaveLength(1);
});
