/** The first check of a staff or account body: a JSON object naming only the fields the call takes.
 * Anything else answers 400 naming the field, before any value is read. */
export function knownFields(
  body: unknown,
  allowed: readonly string[],
): { fields: Record<string, unknown>; errors: Record<string, string> } {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return { fields: {}, errors: { "": "Send the fields as a JSON object." } };
  const errors: Record<string, string> = {};
  for (const key of Object.keys(body))
    if (!allowed.includes(key)) errors[key] = `This call does not take the field ${key}.`;
  return { fields: body as Record<string, unknown>, errors };
}
