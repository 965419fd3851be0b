/** The school an owner's desk works on, for this tab's session: sent with every call as X-School.
 * Nobody else's desk sends one (the service answers theirs with their own school). */
const KEY = "desk-school";

export const SCHOOL_HEADER = "X-School";

export function chosenSchool(storage: Pick<Storage, "getItem"> = sessionStorage): string | null {
  return storage.getItem(KEY);
}

export function chooseSchool(code: string, storage: Pick<Storage, "setItem"> = sessionStorage): void {
  storage.setItem(KEY, code);
}

/** Signing in or out starts on the service's own school: a choice left in the tab must not follow
 * another account, which may not ask for it. */
export function forgetChosenSchool(storage: Pick<Storage, "removeItem"> = sessionStorage): void {
  storage.removeItem(KEY);
}
