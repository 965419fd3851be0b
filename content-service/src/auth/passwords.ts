import { randomInt } from "crypto";
import { hash, verify } from "@node-rs/argon2";

/** Algorithm.Argon2id of @node-rs/argon2, a const enum that isolated modules cannot import. */
const ARGON2ID = 2;

/** argon2id with @node-rs/argon2's defaults: 19 MiB, 2 passes, 1 lane (OWASP's recommended minimum). */
export const hashPassword = (password: string): Promise<string> => hash(password, { algorithm: ARGON2ID });

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so that the answer takes as long
 * either way and its timing does not tell which e-mail addresses have accounts. */
let decoy: Promise<string> | null = null;
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword("no account has this password"));

/** Letters and digits a person can copy without confusing 0/O or 1/l/I. */
const ALPHABET = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** 20 characters of 57: about 117 random bits. */
export const generatePassword = (): string =>
  Array.from({ length: 20 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
