import type { SessionUser } from "./auth/sessions";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in staff member of a desk call (decorated by the desk plugin, set by its
     * session check before any desk handler runs); null outside the desk and before sign-in. */
    staff: SessionUser | null;
  }
}
