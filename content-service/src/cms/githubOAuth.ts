import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyCookie from "@fastify/cookie";
import type { CmsGithubConfig } from "../config";
import { exchangeCode } from "./githubToken";
import { handshakePage, type SignInOutcome } from "./handshakePage";
import { checkState, newState, STATE_COOKIE, STATE_MAX_AGE_S, stateCookieValue, type StateCheck } from "./oauthState";

export interface GithubOAuthOptions {
  github: CmsGithubConfig | null;
  /** The service's public address (PUBLIC_SERVICE_URL): GitHub sends the browser back there. */
  serviceUrl: string;
  /** The public site's origins: the only pages the token is handed to. */
  siteOrigins: readonly string[];
}

type Query = Partial<Record<"provider" | "scope" | "state" | "code" | "error" | "error_description", unknown>>;

export const NOT_SET_UP =
  "Sign-in with GitHub is not set up on this content service yet. " +
  "A developer sets CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET (a GitHub OAuth App's client ID and secret) " +
  "where the service runs; content-service/README.md says how.";
const AGAIN = "Close this window and sign in again from the editor.";
const STATE_REFUSED: Record<Exclude<StateCheck, "ok">, string> = {
  missing: `This sign-in was not started from this browser, or the browser refused the service's cookie. ${AGAIN}`,
  expired: `This sign-in took more than ${STATE_MAX_AGE_S / 60} minutes. ${AGAIN}`,
  mismatch: `This answer from GitHub does not belong to the sign-in this browser started. ${AGAIN}`,
};
/** Decap asks for `repo` unless the editor's config names `auth_scope`; nothing wider is handed out. */
const SCOPES = new Set(["repo", "public_repo"]);
/** Attempts per client address per minute, on each route: a few sign-ins, never a flood. */
const PER_MINUTE = 20;
const rateLimit = {
  max: PER_MINUTE,
  timeWindow: 60_000,
  errorResponseBuilder: (_request: unknown, context: { after: string }) => ({
    statusCode: 429,
    message: `Too many sign-in attempts from your address. Try again in ${context.after}.`,
  }),
};

/** The sign-in of the website editor (Decap CMS's GitHub backend, `base_url` the service,
 * `auth_endpoint` api/cms/auth): GitHub's web application flow, run here because only a server can
 * keep the client secret. Both routes end on a page that hands Decap its answer by postMessage. */
export async function githubOAuth(app: FastifyInstance, { github, serviceUrl, siteOrigins }: GithubOAuthOptions) {
  // The desk registers the cookie parser for the whole service; alone, this scope has its own.
  if (!app.hasPlugin("@fastify/cookie")) await app.register(fastifyCookie);
  const redirectUri = `${serviceUrl}/api/cms/callback`;
  // Behind a proxy that serves the service under a path, the browser sees that path in front.
  const cookiePath = `${new URL(serviceUrl).pathname.replace(/\/+$/, "")}/api/cms`;
  const cookieOptions = (request: FastifyRequest) => ({
    path: cookiePath,
    httpOnly: true,
    sameSite: "lax" as const,
    secure: request.protocol === "https",
  });

  const sendPage = (reply: FastifyReply, status: number, outcome: SignInOutcome) => {
    const page = handshakePage(outcome, siteOrigins);
    return reply
      .code(status)
      .headers({
        "Content-Type": "text/html; charset=utf-8",
        "Content-Security-Policy": page.contentSecurityPolicy,
        "Cache-Control": "no-store",
        "Referrer-Policy": "no-referrer",
        "X-Frame-Options": "DENY",
      })
      .send(page.html);
  };

  // Even a refusal (a rate limit, a bad query) must reach the editor through the handshake, or its
  // sign-in button waits for ever.
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, "the website editor's sign-in failed");
    return sendPage(reply, status, {
      error: status === 500 ? `The content service failed. ${AGAIN}` : (error.message ?? AGAIN),
    });
  });

  const editor = (summary: string) => ({ tags: ["editor"], summary });
  app.get<{ Querystring: Query }>(
    "/api/cms/auth",
    { config: { rateLimit }, schema: editor("The website editor's GitHub sign-in: sends the browser to GitHub") },
    async (request, reply) => {
      const { provider, scope = "repo" } = request.query;
      if (provider !== "github")
        return sendPage(reply, 400, { error: "This sign-in serves GitHub only (provider=github)." });
      if (!github) return sendPage(reply, 503, { error: NOT_SET_UP });
      if (typeof scope !== "string" || !SCOPES.has(scope))
        return sendPage(reply, 400, { error: 'The editor may ask only for the scope "repo" or "public_repo".' });
      const state = newState();
      const authorize = new URL(`${github.url}/login/oauth/authorize`);
      authorize.search = new URLSearchParams({
        client_id: github.clientId,
        redirect_uri: redirectUri,
        scope,
        state,
      }).toString();
      return reply
        .setCookie(STATE_COOKIE, stateCookieValue(state), { ...cookieOptions(request), maxAge: STATE_MAX_AGE_S })
        .headers({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" })
        .redirect(authorize.toString(), 302);
    },
  );

  app.get<{ Querystring: Query }>(
    "/api/cms/callback",
    { config: { rateLimit }, schema: editor("Where GitHub sends the browser back: hands the editor its token") },
    async (request, reply) => {
      if (!github) return sendPage(reply, 503, { error: NOT_SET_UP });
      const { state, code, error, error_description: description } = request.query;
      const check = checkState(request.cookies[STATE_COOKIE], state);
      // A forged answer leaves the cookie alone: it must not end a sign-in this browser really began.
      if (check !== "mismatch") reply.clearCookie(STATE_COOKIE, cookieOptions(request));
      if (check !== "ok") return sendPage(reply, 400, { error: STATE_REFUSED[check] });
      if (typeof error === "string") {
        const why = typeof description === "string" ? description.slice(0, 300) : error.slice(0, 60);
        return sendPage(reply, error === "access_denied" ? 403 : 400, {
          error: `GitHub did not sign you in: ${why.replace(/\.?$/, ".")} ${AGAIN}`,
        });
      }
      if (typeof code !== "string" || !code || code.length > 512)
        return sendPage(reply, 400, { error: `GitHub's answer carried no sign-in code. ${AGAIN}` });
      const exchange = await exchangeCode(github, code, redirectUri);
      if ("error" in exchange) {
        request.log.warn({ reason: exchange.reason }, "the website editor's sign-in: GitHub gave no token");
        return sendPage(reply, 502, { error: exchange.error });
      }
      return sendPage(reply, 200, { token: exchange.token });
    },
  );
}
