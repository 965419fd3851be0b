import { readFileSync } from "fs";
import path from "path";
import { run } from "./programs";

/** A self-signed certificate for 127.0.0.1, valid a day: nginx serves it, the test's client trusts it. */
export function throwawayCertificate(dir: string): { cert: string; key: string; pem: Buffer } {
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  const { code, output } = run("openssl", [
    ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
    ...["-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=127.0.0.1"],
    ...["-addext", "subjectAltName=IP:127.0.0.1"],
  ]);
  if (code !== 0) throw new Error(`openssl could not make a certificate:\n${output}`);
  return { cert, key, pem: readFileSync(cert) };
}
