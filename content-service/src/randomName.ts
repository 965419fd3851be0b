import { randomBytes } from "crypto";

/** 192 random bits, URL- and file-name-safe: ids and file names nobody can guess or enumerate. */
export const randomName = (): string => randomBytes(24).toString("base64url");
