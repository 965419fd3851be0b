import type { FastifyReply } from "fastify";
import type { CertificateRow } from "../db/certificates";
import { etagOf, versionOf } from "../http/entityTag";
import { deskKind } from "@school/contract/desk/kinds";
import type { Refusal } from "./conflict";

/** The desk's kind of transfer certificates (@school/contract/desk/kinds). */
export const CERTIFICATES = deskKind("certificates")!;
export const CERTIFICATE_GONE: Refusal = {
  status: 404,
  body: { error: "This certificate does not exist (any more)." },
};

export const versionOfRow = (row: CertificateRow) =>
  versionOf(row.admission, row.name, row.file, row.created_at, row.updated_at);

/** A certificate as the desk reads it: its scan named by its own id. */
export const toRecord = (row: CertificateRow) => ({
  id: row.id,
  admission: row.admission,
  name: row.name,
  image: row.id,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  origin: row.origin,
  publicPath: "/student-tc",
  version: versionOfRow(row),
});

export const sendRow = (reply: FastifyReply, row: CertificateRow) =>
  reply.header("ETag", etagOf(versionOfRow(row))).send(toRecord(row));
