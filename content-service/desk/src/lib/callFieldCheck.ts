/**
 * A field of a form that sends one of the desk's calls (sign-in, one's own password, a new staff
 * account), checked with that call's schema from the contract, the one the service applies: each
 * input shows the message the service would answer.
 */
import type { Validator } from "react-admin";
import type * as z from "zod/mini";
import { checkCallBody } from "@school/contract/desk/callBody";

type Values = Record<string, unknown>;

/** The check of `field`; `bodyOf` picks the call's fields from the form's values. Every field of
 * these calls must be filled, so each is marked required. */
export function callFieldCheck(schema: z.ZodMiniType, field: string, bodyOf = (values: Values): unknown => values) {
  const validate: Validator = (_value, values: Values) => checkCallBody(schema, bodyOf(values)).errors?.[field];
  return Object.assign(validate, { isRequired: true });
}
