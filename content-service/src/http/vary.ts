import type { FastifyReply } from "fastify";

/** Adds a request header to Vary, keeping what is there: the CORS plugin has already set Origin on
 * answers to the site's origins, and a cache that lost it would hand one origin's
 * Access-Control-Allow-Origin to another. */
export function addVary(reply: FastifyReply, header: string): void {
  const current = reply.getHeader("vary");
  const names = (Array.isArray(current) ? current.join(",") : String(current ?? ""))
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.includes("*") || names.some((name) => name.toLowerCase() === header.toLowerCase())) return;
  reply.header("Vary", [...names, header].join(", "));
}
