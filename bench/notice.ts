import { execFileSync } from "child_process";
import { indiaNow } from "@school/contract/alerts";

/** Where the bench's editor reaches the content service: its address, the desk's origin, and, behind
 * a TLS front, the scheme the front would forward (the desk takes changes from HTTPS pages only over
 * HTTPS). */
export interface ServiceAddress {
  url: string;
  origin: string;
  forwardedProto?: string;
}

/** Publishes an urgent notice of `level` at the bench's content service, as the office would (an
 * editor added at the console, the desk's API), in force for the next two hours: the pages are then
 * measured with it above their header. */
export async function publishNotice(service: ServiceAddress, dataDir: string, level: string): Promise<void> {
  const serviceUrl = service.url;
  const editor = { email: "bench-notices@school.example", password: "a long password for the bench" };
  execFileSync("npm", ["run", "--silent", "staff", "--", "add", editor.email, "--role", "editor"], {
    input: editor.password,
    env: { ...process.env, DATA_DIR: dataDir },
  });
  const headers = {
    Origin: service.origin,
    "Content-Type": "application/json",
    ...(service.forwardedProto ? { "X-Forwarded-Proto": service.forwardedProto } : {}),
  };
  const session = await fetch(`${serviceUrl}/api/desk/session`, {
    method: "POST",
    headers,
    body: JSON.stringify(editor),
  });
  const cookie = session.headers.get("set-cookie")?.split(";")[0];
  if (!session.ok || !cookie) throw new Error(`The bench's editor could not sign in (${session.status}).`);
  const at = (minutes: number) => indiaNow(new Date(Date.now() + minutes * 60_000));
  const saved = await fetch(`${serviceUrl}/api/desk/alerts`, {
    method: "POST",
    headers: { ...headers, Cookie: cookie },
    body: JSON.stringify({
      title: "School closed on Friday",
      message: "Heavy rain is forecast: the school is closed on Friday. Classes resume on Monday.",
      level,
      startsAt: at(-1),
      endsAt: at(120),
      link: "/news",
    }),
  });
  if (saved.status !== 201) throw new Error(`The bench's notice was refused (${saved.status}): ${await saved.text()}`);
}
