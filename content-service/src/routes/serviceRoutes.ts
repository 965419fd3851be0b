import type { FastifyInstance } from "fastify";
import fastifyCookie from "@fastify/cookie";
import type { IntakeLimits, PushConfig } from "../config";
import type { DeskContext } from "../desk/context";
import { deskPlugin } from "../desk/deskPlugin";
import { githubOAuth, type GithubOAuthOptions } from "../cms/githubOAuth";
import { readinessRoutes } from "../http/readiness";
import { alertRoutes } from "./alerts";
import { contentRoutes } from "./content";
import { feedRoutes } from "./feeds";
import { formRoutes } from "./forms";
import { imageRoutes } from "./images";
import { pushRoutes } from "./push";
import { shareRoutes } from "./share";
import { tcRoutes } from "./tc";

/** Every route of the service: the public API, the desk, the editor's sign-in and the service's own. */
export async function serviceRoutes(
  app: FastifyInstance,
  options: {
    limits: IntakeLimits;
    siteUrl: string;
    serviceUrl: string;
    desk: DeskContext;
    cms: GithubOAuthOptions;
    push: PushConfig;
  },
) {
  const { limits, siteUrl, serviceUrl } = options;
  await app.register(contentRoutes);
  await app.register(alertRoutes);
  await app.register(imageRoutes);
  await app.register(tcRoutes, { perMinute: limits.certificateLookups });
  await app.register(formRoutes, { limits });
  await app.register(feedRoutes, { siteUrl, serviceUrl });
  await app.register(shareRoutes, { siteUrl, serviceUrl });
  await app.register(pushRoutes, options.push);
  // The desk's session and the editor's sign-in state both travel in cookies.
  await app.register(fastifyCookie);
  await app.register(deskPlugin, options.desk);
  await app.register(githubOAuth, options.cms);
  app.get("/health", { schema: { tags: ["service"], summary: "Whether the service runs" } }, async () => ({
    ok: true,
  }));
  await app.register(readinessRoutes);
}
