import { execFileSync } from "child_process";
import { createHash, createPublicKey } from "crypto";
import { mkdtempSync, readFileSync, rmSync } from "fs";
import os from "os";
import path from "path";

export interface Certificate {
  key: Buffer;
  cert: Buffer;
}

/** A throwaway self-signed certificate for localhost, valid for a day, made with openssl (Node
 * cannot write one). The bench's browser is told to accept it. */
export function localhostCertificate(): Certificate {
  const dir = mkdtempSync(path.join(os.tmpdir(), "school-bench-tls-"));
  const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
  try {
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
        ...["-days", "1", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost"],
        ...["-keyout", key, "-out", cert],
      ],
      { stdio: "pipe" },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    throw new Error(
      missing
        ? "The bench serves the pages over HTTPS and needs openssl to make a certificate: apt-get install openssl."
        : `openssl could not make the bench's certificate: ${(error as Error).message}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The certificate's public key as Chromium's `--ignore-certificate-errors-spki-list` names it (the
 * SHA-256 of its SubjectPublicKeyInfo, in Base64). Chromium then takes the certificate as valid.
 * `--ignore-certificate-errors` would let the pages load too, but Chromium keeps nothing in its
 * HTTP cache from a connection with a certificate error, where a visitor's browser keeps what the
 * answers allow: an item page's answer, asked for by the head's script, would be asked for again. */
export function publicKeyPin({ cert }: Certificate): string {
  const spki = createPublicKey(cert).export({ type: "spki", format: "der" });
  return createHash("sha256").update(spki).digest("base64");
}
