import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import * as z from "zod/mini";
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
const ONLY_GITHUB = "This sign-in serves GitHub only (provider=github).";
const SCOPE_REFUSED = 'The editor may ask only for the scope "repo" or "public_repo".';
const NO_CODE = `GitHub's answer carried no sign-in code. ${AGAIN}`;

/** Each is text, once: a value sent twice is refused in the handshake page's words. */
const once = (refused: string, description: string) =>
  z.optional(z.string({ error: refused }).check(z.meta({ description })));
const authQuery = z.object({
  provider: once(ONLY_GITHUB, "github"),
  scope: once(SCOPE_REFUSED, "repo (the default) or public_repo"),
});
const callbackQuery = z.object({
  state: once(STATE_REFUSED.mismatch, "The state this service sent GitHub"),
  code: once(NO_CODE, "GitHub's sign-in code"),
  error: once(`GitHub did not sign you in. ${AGAIN}`, "GitHub's refusal"),
  error_description: once(`GitHub did not sign you in. ${AGAIN}`, "GitHub's words for it"),
});
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

/** What both routes of the sign-in share. */
interface SignInFlow {
  github: CmsGithubConfig | null;
  redirectUri: string;
  cookieOptions: (request: FastifyRequest) => { path: string; httpOnly: boolean; sameSite: "lax"; secure: boolean };
  page: (reply: FastifyReply, status: number, outcome: SignInOutcome) => FastifyReply;
}
const editor = (summary: string) => ({ tags: ["editor"], summary });

/** A page that hands Decap the outcome by postMessage, to the site's own origins only. */
const sendPage = (reply: FastifyReply, status: number, outcome: SignInOutcome, siteOrigins: readonly string[]) => {
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

/** The sign-in of the website editor (Decap CMS's GitHub backend, `base_url` the service,
 * `auth_endpoint` api/cms/auth): GitHub's web application flow, run here because only a server can
 * keep the client secret. Both routes end on a page that hands Decap its answer by postMessage. */
export async function githubOAuth(untyped: FastifyInstance, { github, serviceUrl, siteOrigins }: GithubOAuthOptions) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
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

  const page = (reply: FastifyReply, status: number, outcome: SignInOutcome) =>
    sendPage(reply, status, outcome, siteOrigins);

  // Even a refusal (a rate limit, a bad query) must reach the editor through the handshake, or its
  // sign-in button waits for ever.
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, "the website editor's sign-in failed");
    return page(reply, status, {
      error: status === 500 ? `The content service failed. ${AGAIN}` : (error.message ?? AGAIN),
    });
  });

  const flow: SignInFlow = { github, redirectUri, cookieOptions, page };
  authRoute(untyped, flow);
  callbackRoute(untyped, flow);
}

/** Sends the browser to GitHub, with a state this browser alone holds (oauthState.ts). */
function authRoute(untyped: FastifyInstance, { github, redirectUri, cookieOptions, page }: SignInFlow) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/cms/auth",
    {
      config: { rateLimit },
      schema: {
        ...editor("The website editor's GitHub sign-in: sends the browser to GitHub"),
        querystring: authQuery,
      },
    },
    async (request, reply) => {
      const { provider, scope = "repo" } = request.query;
      if (provider !== "github") return page(reply, 400, { error: ONLY_GITHUB });
      if (!github) return page(reply, 503, { error: NOT_SET_UP });
      if (!SCOPES.has(scope)) return page(reply, 400, { error: SCOPE_REFUSED });
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
}

/** GitHub's answer: the state checked against the browser's, the code exchanged for a token. */
function callbackRoute(untyped: FastifyInstance, { github, redirectUri, cookieOptions, page }: SignInFlow) {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/cms/callback",
    {
      config: { rateLimit },
      schema: {
        ...editor("Where GitHub sends the browser back: hands the editor its token"),
        querystring: callbackQuery,
      },
    },
    async (request, reply) => {
      if (!github) return page(reply, 503, { error: NOT_SET_UP });
      const { state, code, error, error_description: description } = request.query;
      const check = checkState(request.cookies[STATE_COOKIE], state);
      // A forged answer leaves the cookie alone: it must not end a sign-in this browser really began.
      if (check !== "mismatch") reply.clearCookie(STATE_COOKIE, cookieOptions(request));
      if (check !== "ok") return page(reply, 400, { error: STATE_REFUSED[check] });
      if (error !== undefined) {
        const why = description?.slice(0, 300) ?? error.slice(0, 60);
        return page(reply, error === "access_denied" ? 403 : 400, {
          error: `GitHub did not sign you in: ${why.replace(/\.?$/, ".")} ${AGAIN}`,
        });
      }
      if (!code || code.length > 512) return page(reply, 400, { error: NO_CODE });
      const exchange = await exchangeCode(github, code, redirectUri);
      if ("error" in exchange) {
        request.log.warn({ reason: exchange.reason }, "the website editor's sign-in: GitHub gave no token");
        return page(reply, 502, { error: exchange.error });
      }
      return page(reply, 200, { token: exchange.token });
    },
  );
}
