/**
 * A free loopback port for a server a test starts. It is chosen below the range the system gives
 * outgoing connections (net.ipv4.ip_local_port_range): a port found by listening on port 0 comes
 * from that range, and while other tests open thousands of connections one of them can take it
 * between the probe and the server's own listen, which then fails with EADDRINUSE.
 */
import { readFileSync } from "fs";
import net from "net";

const LOWEST = 10_000;
/** The Fetch standard's "bad ports" from LOWEST up: fetch (Node's and browsers') refuses them, so a
 * test server there answers nothing ("bad port"). */
const FETCH_BAD_PORTS = new Set([10_080]);
const LINUX_DEFAULT_START = 32_768;

function outgoingRangeStart() {
  try {
    const [start] = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/).map(Number);
    return start > LOWEST + 1_000 ? start : LINUX_DEFAULT_START;
  } catch {
    return LINUX_DEFAULT_START;
  }
}

const free = (port) =>
  new Promise((resolve) => {
    const probe = net.createServer().once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });

/** @returns {Promise<number>} */
export async function freePort() {
  const end = outgoingRangeStart();
  for (let tries = 0; tries < 100; tries++) {
    const port = LOWEST + Math.floor(Math.random() * (end - LOWEST));
    if (!FETCH_BAD_PORTS.has(port) && (await free(port))) return port;
  }
  throw new Error(`No free loopback port between ${LOWEST} and ${end}.`);
}
