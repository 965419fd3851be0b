/** @jest-environment node */
/**
 * Stopping the service as systemd or Kubernetes does (SIGTERM) while a request is still arriving:
 * it takes no new connection, finishes the request, closes its database and exits 0; a request that
 * would keep it waiting longer than SHUTDOWN_DRAIN_MS is cut.
 */
import http from "http";
import net from "net";
import { listSubmissions } from "../../src/db/submissions";
import { CONTACT, ORIGIN, seededDataDir, withDb } from "./helpers";
import { startServiceProcess, stopServiceProcess, type ServiceProcess } from "./serviceProcess";
import { serviceEnv } from "./testDatabases";

let service: ServiceProcess | undefined;
afterEach(() => stopServiceProcess(service));

/** A contact enquiry whose body is sent in two halves: the first once the service has read the
 * headers (`arrived`: it answered their `Expect: 100-continue`), the second by `finish()`. */
function halfSentEnquiry(port: number, message: string) {
  const body = Buffer.from(JSON.stringify({ ...CONTACT, message }));
  const request = http.request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: "/api/form/DPSSWB/dif",
    headers: {
      "Content-Type": "application/json",
      "Content-Length": body.length,
      Origin: ORIGIN,
      Expect: "100-continue",
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on("response", (response) => {
      let text = "";
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on("error", reject);
  });
  request.flushHeaders();
  const arrived = new Promise<void>((resolve) =>
    request.once("continue", () => request.write(body.subarray(0, body.length >> 1), () => resolve())),
  );
  return { arrived, answer, finish: () => request.end(body.subarray(body.length >> 1)) };
}

/** Resolves once the port refuses a new connection. */
async function refusesConnections(port: number): Promise<void> {
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(false);
      });
      socket.once("error", () => resolve(true));
    });
    if (refused) return;
  }
}

it("on SIGTERM takes no new connection, finishes the request in flight, keeps what it acknowledged and exits 0", async () => {
  const dataDir = seededDataDir();
  service = await startServiceProcess({ ...(await serviceEnv(dataDir)), SHUTDOWN_DRAIN_MS: "20000" });
  const enquiry = halfSentEnquiry(service.port, "Sent while the service was stopping");
  await enquiry.arrived;
  service.child.kill("SIGTERM");
  await refusesConnections(service.port);
  expect(service.child.exitCode).toBeNull();
  enquiry.finish();
  const answer = await enquiry.answer;
  expect(answer.status).toBe(201);
  expect(await service.exited).toBe(0);
  const { id } = JSON.parse(answer.body) as { id: string };
  const stored = await withDb(dataDir, listSubmissions);
  expect(stored.find((submission) => submission.id === id)?.body.message).toBe("Sent while the service was stopping");
}, 60_000);

it("cuts a request still arriving after SHUTDOWN_DRAIN_MS, and still exits 0", async () => {
  const dataDir = seededDataDir();
  service = await startServiceProcess({ ...(await serviceEnv(dataDir)), SHUTDOWN_DRAIN_MS: "500" });
  const enquiry = halfSentEnquiry(service.port, "Never finished");
  const cut = enquiry.answer.then(
    () => "answered",
    (error: NodeJS.ErrnoException) => error.code,
  );
  await enquiry.arrived;
  const signalled = Date.now();
  service.child.kill("SIGTERM");
  expect(await service.exited).toBe(0);
  // Cut by the drain's bound, not by the socket's idle timeout (30 s).
  expect(Date.now() - signalled).toBeGreaterThanOrEqual(500);
  expect(Date.now() - signalled).toBeLessThan(10_000);
  expect(await cut).toBe("ECONNRESET");
}, 60_000);
