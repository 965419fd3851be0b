import type { FastifyInstance } from "fastify";
import { staffAddRoute } from "./staffAddRoute";
import { staffChangeRoute } from "./staffChangeRoute";
import { staffReadRoutes } from "./staffReadRoutes";
import { staffResetRoute } from "./staffResetRoute";

/** Staff accounts, for admins (the desk plugin answers 403 to editors): list, add with a generated
 * password shown once, change the role, disable and enable, and reset a password. The same
 * functions serve `npm run staff`; every change is audited under the account's e-mail address. */
export async function staffRoutes(app: FastifyInstance) {
  await app.register(staffReadRoutes);
  await app.register(staffAddRoute);
  await app.register(staffChangeRoute);
  await app.register(staffResetRoute);
}
