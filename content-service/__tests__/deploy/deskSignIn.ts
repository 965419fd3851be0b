import { PASSWORD } from "../service/deskClient";
import type { connectHttp2 } from "./http2Client";

/** A sign-in at the desk through nginx, as the desk's page at `origin` sends it; `claimedAddress`
 * is an X-Forwarded-For a visitor may send, which nginx must replace. */
export const deskSignIn = (
  browser: ReturnType<typeof connectHttp2>,
  email: string,
  origin: string,
  claimedAddress?: string,
) =>
  browser.request(
    {
      ":method": "POST",
      ":path": "/api/desk/session",
      origin,
      "content-type": "application/json",
      ...(claimedAddress ? { "x-forwarded-for": claimedAddress } : {}),
    },
    JSON.stringify({ email, password: PASSWORD }),
  );
