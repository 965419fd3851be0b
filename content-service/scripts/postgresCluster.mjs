/**
 * A throw-away PostgreSQL cluster for the content service's tests: initdb into a temporary folder,
 * the server on a port of its own (loopback only), a superuser for the tests' set-up and a role
 * for the service that is no superuser and owns nothing it does not make. Stopped and removed by
 * `stop()`. Debian keeps the server's programs outside the PATH (/usr/lib/postgresql/<version>/bin);
 * run as root, they run as the `postgres` account, since the server refuses root.
 */
import { execFile, execFileSync, spawnSync } from "child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "fs";
import { freePort } from "./freePort.mjs";
import os from "os";
import path from "path";
import { promisify } from "util";

/** The folder holding initdb and pg_ctl, or null when PostgreSQL's server is not installed. */
export function postgresBinaries() {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(path.join(root, name, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length) return path.join(root, versions[0], "bin");
  const found = spawnSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" }).stdout.trim();
  return found ? path.dirname(found) : null;
}

/** Starts a cluster; answers its superuser's and the service role's addresses and `stop()`. */
export async function startPostgresCluster() {
  const bin = postgresBinaries();
  if (!bin) throw new Error("PostgreSQL's server is not installed: apt-get install postgresql");
  const asRoot = process.getuid?.() === 0;
  const home = mkdtempSync(path.join(os.tmpdir(), "school-postgres-"));
  const data = path.join(home, "data");
  const passwordFile = path.join(home, "password");
  const password = `test-${process.pid}-${Date.now()}`;
  writeFileSync(passwordFile, password);
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }));
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }));
    chownSync(home, uid, gid);
    chownSync(passwordFile, uid, gid);
  }
  chmodSync(home, 0o700);
  const command = (program, args) =>
    asRoot ? ["runuser", ["-u", "postgres", "--", path.join(bin, program), ...args]] : [path.join(bin, program), args];
  const as = (program, args) => execFileSync(...command(program, args), { stdio: "pipe" });
  /** The same, without holding up the caller's event loop (a test's requests go on meanwhile). */
  const asLater = (program, args) => promisify(execFile)(...command(program, args));
  as("initdb", [
    "-D",
    data,
    "-U",
    "admin",
    "--pwfile",
    passwordFile,
    "-A",
    "scram-sha-256",
    "--no-locale",
    "-E",
    "UTF8",
  ]);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    "-c listen_addresses=127.0.0.1",
    `-c unix_socket_directories=${home}`,
    "-c max_connections=400",
    // Thrown away at the end: durability would only slow the tests down.
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
  ].join(" ");
  const startArgs = ["-D", data, "-o", options, "-l", path.join(home, "log"), "-w", "start"];
  as("pg_ctl", startArgs);
  const adminUrl = `postgres://admin:${password}@127.0.0.1:${port}/postgres`;
  return {
    adminUrl,
    port,
    password,
    /** Stops the server as an administrator would (`-m fast`: sessions are ended, the data kept),
     * for a test of what the service does while its database is away; `startServer` brings it back. */
    stopServer: () => asLater("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]),
    startServer: () => asLater("pg_ctl", startArgs),
    stop() {
      try {
        as("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(home, { recursive: true, force: true });
      }
    },
  };
}
