import { configFromEnv } from "../config";
import { openDb } from "../db/open";
import { addSchool, changeSchoolSite, listSchools, SchoolError } from "../schoolRegistry";

/** Who the audit log names for a school added here: the person at the server's console. */
const CONSOLE_ACTOR = "server console (npm run school)";

const USAGE = `The schools the content service answers, each at its code's paths (/api/…/<CODE>):
  npm run school -- add <CODE> --name "<name>" [--site https://…]   a new school, with no content yet
  npm run school -- set-site <CODE> https://…                      the address of its public site
  npm run school -- list                                            every school
A school without a site's address of its own links to PUBLIC_SITE_URL.
Then give it an admin: npm run staff -- add <email> --role admin --school <CODE>`;

/** The value after `flag`, undefined without the flag (and "" when nothing follows it). */
const option = (args: string[], flag: string) => {
  const at = args.indexOf(flag);
  return at < 0 ? undefined : (args[at + 1] ?? "");
};

const siteOf = (siteUrl: string | null) => siteUrl ?? "PUBLIC_SITE_URL";

async function main(args: string[]): Promise<string> {
  const [command, code] = args;
  const { dataDir, databaseUrl, school } = configFromEnv();
  const { db } = await openDb(dataDir, databaseUrl, school);
  try {
    switch (command) {
      case "add": {
        const name = option(args, "--name");
        if (!code || name === undefined) throw new SchoolError(USAGE);
        const added = await addSchool(db, { code, name, site: option(args, "--site") }, CONSOLE_ACTOR);
        return (
          `Added ${added.code} (${added.name}). Its site: ${siteOf(added.site_url)}. ` +
          `Its content is at /api/…/${added.code}; ` +
          `give it an admin: npm run staff -- add <email> --role admin --school ${added.code}`
        );
      }
      case "set-site": {
        const site = args[2];
        if (!code || site === undefined) throw new SchoolError(USAGE);
        const changed = await changeSchoolSite(db, code, site, CONSOLE_ACTOR);
        return `${changed.code} (${changed.name}). Its site: ${siteOf(changed.site_url)}.`;
      }
      case "list":
        return (await listSchools(db))
          .map((row) => `${row.code}\t${row.name}\t${siteOf(row.site_url)}\tadded ${row.created_at}`)
          .join("\n");
      default:
        throw new SchoolError(USAGE);
    }
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2))
  .then((message) => console.log(message))
  .catch((error) => {
    console.error(error instanceof SchoolError ? error.message : error);
    process.exitCode = 1;
  });
