import path from "path";
import { rendered, writeReadable } from "./deployFiles";
import { requireProgram, run, startDaemon } from "./programs";

export const VARNISHD = "/usr/sbin/varnishd";

/** deploy/varnish/content-service.vcl with its backend at `backendPort` and the addresses allowed to
 * purge replaced by `purgers`. */
export function vclFile(dir: string, backendPort: number, purgers: string[]): string {
  const vcl = rendered("varnish/content-service.vcl", [
    ['.port = "8080";', `.port = "${backendPort}";`],
    ['    "127.0.0.1";\n    "::1";\n', purgers.map((address) => `    "${address}";\n`).join("")],
  ]);
  return writeReadable(path.join(dir, "content-service.vcl"), vcl);
}

/** `varnishd -C`: compiles the VCL to C without starting. */
export const compileVcl = (vcl: string) => run(requireProgram(VARNISHD), ["-C", "-f", vcl]);

/** varnishd in the foreground, its working folder in `dir` (as root it drops to Debian's varnish
 * and vcache users, who can read it). */
export const startVarnish = (dir: string, vcl: string, port: number) =>
  startDaemon(
    requireProgram(VARNISHD),
    [
      ...["-F", "-n", path.join(dir, "varnish"), "-a", `127.0.0.1:${port}`, "-f", vcl],
      ...["-s", "malloc,32m", "-T", "none"],
    ],
    [port],
  );
