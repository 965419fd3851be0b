import { createHash } from "crypto";
import escapeHtml from "escape-html";

/** What the sign-in popup hands the website editor: GitHub's token, or why there is none. */
export type SignInOutcome = { token: string } | { error: string };

export interface HandshakePage {
  html: string;
  /** Allows this page's one inline script (by its hash) and nothing else. */
  contentSecurityPolicy: string;
}

/** JSON placed inside a <script>: `</script>` or `<!--` in a value cannot end or change the
 * element, and U+2028/2029 (line ends to older JavaScript) cannot break the string. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );

// Decap's popup protocol (decap-cms-lib-auth/src/netlify-auth.js): the popup says
// "authorizing:github" to its opener; the editor, having checked that the message came from
// base_url, says it back; the popup then answers "authorization:github:success:{token, provider}"
// or "authorization:github:error:{message}", which the editor reads only from base_url.
//
// The handshake goes to "*": it carries nothing secret, and an editor on an origin this service
// does not serve then hears why its sign-in is refused instead of waiting for ever. The token goes
// only to the opener (event.source), only at an allowed origin, and only to that origin.
const SCRIPT = `(function () {
  var allowed = __ALLOWED__;
  var outcome = __OUTCOME__;
  var status = document.getElementById("status");
  var opener = window.opener;
  var refused = function (origin) {
    return "The website editor at " + origin + " is not one of this service's sites " +
      "(ALLOWED_ORIGINS, PUBLIC_SITE_URL), so the sign-in was not passed to it.";
  };
  if (!opener) {
    if (outcome.token)
      status.textContent = "Signed in, but this window was not opened by the website editor. " +
        "Close it and sign in from the editor.";
    return;
  }
  var answered = false;
  window.addEventListener("message", function reply(event) {
    if (event.source !== opener || event.data !== "authorizing:github" || event.origin === "null") return;
    window.removeEventListener("message", reply);
    answered = true;
    if (outcome.token && allowed.indexOf(event.origin) === -1) {
      status.textContent = refused(event.origin);
      opener.postMessage(
        "authorization:github:error:" + JSON.stringify({ message: refused(event.origin) }),
        event.origin
      );
    } else if (outcome.token) {
      status.textContent = "Signed in. This window closes by itself.";
      opener.postMessage(
        "authorization:github:success:" + JSON.stringify({ token: outcome.token, provider: "github" }),
        event.origin
      );
    } else {
      opener.postMessage("authorization:github:error:" + JSON.stringify({ message: outcome.error }), event.origin);
    }
  });
  opener.postMessage("authorizing:github", "*");
  setTimeout(function () {
    if (!answered)
      status.textContent = "The website editor did not answer. Close this window and sign in again from the editor.";
  }, 15000);
})();`;

/** The page the popup ends on, success or not: it shows where it stands in words and performs
 * Decap's handshake. `allowedOrigins` are the site origins the token may be posted to. */
export function handshakePage(outcome: SignInOutcome, allowedOrigins: readonly string[]): HandshakePage {
  const script = SCRIPT.replace("__ALLOWED__", () => scriptJson(allowedOrigins)).replace("__OUTCOME__", () =>
    scriptJson(outcome),
  );
  const hash = createHash("sha256").update(script, "utf8").digest("base64");
  const text = "error" in outcome ? outcome.error : "Signing you in to the website editor…";
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Website editor sign-in</title>
</head>
<body>
<h1>Website editor sign-in</h1>
<p id="status">${escapeHtml(text)}</p>
<script>${script}</script>
</body>
</html>
`;
  return {
    html,
    contentSecurityPolicy:
      `default-src 'none'; script-src 'sha256-${hash}'; ` +
      "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  };
}
