import { createServer, type Server } from "http";

/** GitHub's two OAuth addresses as the content service's sign-in calls them: `authorize` sends the
 * browser straight back with a code, as GitHub does for a user who has approved the app before, and
 * `access_token` swaps that code (and the app's secret) for a token. */
export interface FakeGithub {
  server: Server;
  token: string;
  /** Each token request's form: client_id, client_secret, code, redirect_uri. */
  exchanges: Record<string, string>[];
}

export function startFakeGithub(port: number, client: { id: string; secret: string }): Promise<FakeGithub> {
  const fake: FakeGithub = { server: createServer(), token: "gho_e2eSignInToken", exchanges: [] };
  const code = "e2e-one-time-code";
  fake.server.on("request", (request, response) => {
    const url = new URL(request.url ?? "/", `http://127.0.0.1:${port}`);
    if (url.pathname === "/login/oauth/authorize") {
      const back = new URL(url.searchParams.get("redirect_uri") ?? "");
      back.search = new URLSearchParams({ code, state: url.searchParams.get("state") ?? "" }).toString();
      response.writeHead(302, { Location: back.toString() }).end();
      return;
    }
    if (url.pathname === "/login/oauth/access_token" && request.method === "POST") {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        const form = request.headers["content-type"]?.includes("json")
          ? (JSON.parse(body) as Record<string, string>)
          : Object.fromEntries(new URLSearchParams(body));
        fake.exchanges.push(form);
        const good = form.client_id === client.id && form.client_secret === client.secret && form.code === code;
        response
          .writeHead(200, { "Content-Type": "application/json" })
          .end(
            JSON.stringify(
              good
                ? { access_token: fake.token, token_type: "bearer", scope: "repo" }
                : { error: "bad_verification_code" },
            ),
          );
      });
      return;
    }
    response.writeHead(404).end();
  });
  return new Promise((resolve) => fake.server.listen(port, "127.0.0.1", () => resolve(fake)));
}
