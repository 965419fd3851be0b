import { readFileSync } from "fs";
import path from "path";
import { rendered, writeReadable } from "./deployFiles";
import { requireProgram, run, startDaemon } from "./programs";

export const NGINX = "/usr/sbin/nginx";

export interface SitePorts {
  tls: number;
  http: number;
  /** Varnish's backend, the site's loopback listener (8080 in the shipped file). */
  internal: number;
  varnish: number;
  instances: [number, number];
}

/** deploy/nginx/content-service.conf with the test's ports and certificate, loopback only, inside
 * a main configuration of the test's own (everything nginx writes stays in `dir`). */
export function nginxConfig(dir: string, ports: SitePorts, certificate: { cert: string; key: string }): string {
  const site = rendered("nginx/content-service.conf", [
    ["server 127.0.0.1:4001 ", `server 127.0.0.1:${ports.instances[0]} `],
    ["server 127.0.0.1:4002 ", `server 127.0.0.1:${ports.instances[1]} `],
    ["server 127.0.0.1:6081;", `server 127.0.0.1:${ports.varnish};`],
    ["listen 80;", `listen 127.0.0.1:${ports.http};`],
    ["listen [::]:80;", ""],
    ["listen 443 ssl http2;", `listen 127.0.0.1:${ports.tls} ssl http2;`],
    ["listen [::]:443 ssl http2;", ""],
    ["listen 127.0.0.1:8080;", `listen 127.0.0.1:${ports.internal};`],
    ["/etc/letsencrypt/live/content.school.example/fullchain.pem", certificate.cert],
    ["/etc/letsencrypt/live/content.school.example/privkey.pem", certificate.key],
  ]);
  const temp = (name: string) => path.join(dir, name);
  const main = `
    worker_processes 1;
    daemon off;
    pid ${temp("nginx.pid")};
    error_log ${temp("error.log")} warn;
    events { worker_connections 256; }
    http {
      access_log off;
      client_body_temp_path ${temp("body")};
      proxy_temp_path ${temp("proxy")};
      fastcgi_temp_path ${temp("fastcgi")};
      uwsgi_temp_path ${temp("uwsgi")};
      scgi_temp_path ${temp("scgi")};
      include ${writeReadable(temp("content-service.conf"), site)};
    }
  `;
  return writeReadable(temp("nginx.conf"), main);
}

/** Debian's own /etc/nginx/nginx.conf with the site in place of sites-enabled: the site must sit
 * beside what Debian sets at the http level (its ssl_protocols, gzip …) as it will on the server.
 * Its logs and pid go to `dir`. */
export function debianConfig(dir: string): string {
  const debian = readFileSync("/etc/nginx/nginx.conf", "utf8");
  const replacements: [string, string][] = [
    ["include /etc/nginx/sites-enabled/*;", `include ${path.join(dir, "content-service.conf")};`],
    ["pid /run/nginx.pid;", `pid ${path.join(dir, "debian.pid")};`],
    ["error_log /var/log/nginx/error.log;", `error_log ${path.join(dir, "error.log")};`],
    ["access_log /var/log/nginx/access.log;", "access_log off;"],
  ];
  let text = debian;
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`Debian's nginx.conf no longer holds ${JSON.stringify(from)}`);
    text = text.replace(from, to);
  }
  return writeReadable(path.join(dir, "debian-nginx.conf"), text);
}

const nginxArgs = (dir: string, config: string) => ["-e", path.join(dir, "error.log"), "-p", dir, "-c", config];

/** `nginx -t`: the configuration as nginx reads it. */
export const testNginx = (dir: string, config: string) => run(requireProgram(NGINX), [...nginxArgs(dir, config), "-t"]);

export const startNginx = (dir: string, config: string, ports: SitePorts) =>
  startDaemon(requireProgram(NGINX), nginxArgs(dir, config), [ports.tls, ports.http, ports.internal]);
