import { HttpError } from "ra-core";
import { API_BASE, httpClient } from "../../data/httpClient";

/** PUT /api/desk/account/password. Null when changed; otherwise the service's message for each
 * field, for the form to show under it. Any other failure is thrown with its message. */
export async function changeOwnPassword(
  currentPassword: string,
  newPassword: string,
): Promise<Record<string, string> | null> {
  try {
    await httpClient(`${API_BASE}/account/password`, {
      method: "PUT",
      body: JSON.stringify({ currentPassword, newPassword }),
    });
    return null;
  } catch (error) {
    const errors =
      error instanceof HttpError && error.status === 400
        ? (error.body as { errors?: Record<string, string> } | null)?.errors
        : undefined;
    if (errors && Object.keys(errors).length) return errors;
    throw error;
  }
}
