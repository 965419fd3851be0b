import type { CmsGithubConfig } from "../config";

/** GitHub usually answers within a second; a popup must not wait on it for ever. */
export const EXCHANGE_TIMEOUT_MS = 10_000;

/** A token, or what to tell the editor (`error`) and what to log (`reason`, never a secret). */
export type Exchange = { token: string } | { error: string; reason: string };

const FAILED = "GitHub did not complete the sign-in. Close this window and sign in again from the editor.";

/** Swaps the one-time code GitHub sent back for an access token (GitHub's web application flow).
 * GitHub reports a refused code with status 200 and `{error, error_description}`. */
export async function exchangeCode(
  github: CmsGithubConfig,
  code: string,
  redirectUri: string,
  timeoutMs = EXCHANGE_TIMEOUT_MS,
): Promise<Exchange> {
  let response: Response;
  try {
    response = await fetch(`${github.url}/login/oauth/access_token`, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        client_id: github.clientId,
        client_secret: github.clientSecret,
        code,
        redirect_uri: redirectUri,
      }),
      redirect: "error",
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : "unknown";
    return {
      error: timedOut
        ? `GitHub did not answer within ${timeoutMs / 1000} seconds. Try again in a moment.`
        : "The content service could not reach GitHub. Try again in a moment.",
      reason: timedOut ? "timeout" : `unreachable (${cause})`,
    };
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || !body) return { error: FAILED, reason: `status ${response.status}${body ? "" : ", not JSON"}` };
  if (typeof body.error === "string") {
    const description = typeof body.error_description === "string" ? body.error_description.slice(0, 300) : body.error;
    return {
      error:
        `GitHub refused the sign-in: ${description.replace(/\.?$/, ".")} ` +
        "Close this window and sign in again from the editor.",
      reason: `GitHub error ${body.error.slice(0, 60)}`,
    };
  }
  if (typeof body.access_token !== "string" || !body.access_token)
    return { error: FAILED, reason: "no access_token in the answer" };
  return { token: body.access_token };
}
