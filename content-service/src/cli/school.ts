import { configFromEnv } from "../config";
import { openDb } from "../db/open";
import { addSchool, listSchools, SchoolError } from "../schoolRegistry";

/** Who the audit log names for a school added here: the person at the server's console. */
const CONSOLE_ACTOR = "server console (npm run school)";

const USAGE = `The schools the content service answers, each at its code's paths (/api/…/<CODE>):
  npm run school -- add <CODE> --name "<name>"   a new school, with no content yet
  npm run school -- list                         every school
Then give it an admin: npm run staff -- add <email> --role admin --school <CODE>`;

async function main(args: string[]): Promise<string> {
  const [command, code] = args;
  const { dataDir, databaseUrl, school } = configFromEnv();
  const { db } = await openDb(dataDir, databaseUrl, school);
  try {
    switch (command) {
      case "add": {
        const at = args.indexOf("--name");
        if (!code || at < 0) throw new SchoolError(USAGE);
        const added = await addSchool(db, { code, name: args[at + 1] ?? "" }, CONSOLE_ACTOR);
        return (
          `Added ${added.code} (${added.name}). Its content is at /api/…/${added.code}; ` +
          `give it an admin: npm run staff -- add <email> --role admin --school ${added.code}`
        );
      }
      case "list":
        return (await listSchools(db)).map((row) => `${row.code}\t${row.name}\tadded ${row.created_at}`).join("\n");
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
