/** Each field's first message of a failed check (a list's field by its own name, not its entry's), as the
 * content service answers them and the desk shows them under the fields. */
export function fieldMessages(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "")] ??= issue.message;
  return errors;
}
