/** The service's memory as the system sees it, and a way to make its V8 collect garbage from
 * outside (the inspector protocol), so that the product needs no bench-only switch. */
import { readFileSync } from "fs";
import WebSocket from "ws";

/** A process's resident set size in bytes (Linux's /proc, where the benches run). */
export function residentBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!match) throw new Error(`No VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

/** The inspector's address that Node prints when started with --inspect. */
export function inspectorUrl(stderr: string): string {
  const match = /Debugger listening on (ws:\/\/\S+)/.exec(stderr);
  if (!match) throw new Error("The service did not announce its inspector (start it with --inspect=127.0.0.1:0).");
  return match[1];
}

/** Asks the process behind `url` for `times` full garbage collections, one after another. */
export function collectGarbage(url: string, times = 2): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    let sent = 0;
    const next = () => socket.send(JSON.stringify({ id: ++sent, method: "HeapProfiler.collectGarbage" }));
    socket.on("open", next);
    socket.on("message", (data) => {
      const { id, error } = JSON.parse(String(data)) as { id?: number; error?: { message: string } };
      if (id === undefined) return;
      if (error) {
        socket.close();
        reject(new Error(error.message));
      } else if (id < times) next();
      else {
        socket.close();
        resolve();
      }
    });
    socket.on("error", reject);
  });
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
