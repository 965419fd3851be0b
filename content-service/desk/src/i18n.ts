/** react-admin's English words, made plain for a school office, with the names of the desk's kinds. */
import polyglotI18nProvider from "ra-i18n-polyglot";
import englishMessages from "ra-language-english";
import type { I18nProvider, TranslationMessages } from "react-admin";
import { KIND_NOUNS } from "@school/contract/desk/kindNouns";
import { DESK_KINDS } from "@school/contract/desk/kinds";
import { SHARED_CACHE_SECONDS } from "@school/contract/desk/cachePolicy";
import { ADMIN_SCREENS } from "./adminScreens";

const capitalised = (text: string) => `${text[0].toUpperCase()}${text.slice(1)}`;

/** When visitors see a save: browsers ask again on every load; a CDN may keep a list this long. */
const SEEN_ON_RELOAD = `when they open or reload the page (within ${SHARED_CACHE_SECONDS} seconds)`;
/** With the caches in front told of every save (the service's purge on publish), and browsers
 * asking again for every answer, the next request shows it. */
const SEEN_AT_ONCE = "at once";

const resources = Object.fromEntries([
  ...DESK_KINDS.map((kind) => [kind.name, { name: `${capitalised(KIND_NOUNS[kind.name])} |||| ${kind.label}` }]),
  ["audit", { name: `${capitalised(ADMIN_SCREENS.audit.singular)} |||| ${ADMIN_SCREENS.audit.label}` }],
]);

const messagesSeen = (SEEN: string): TranslationMessages => ({
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    auth: {
      ...englishMessages.ra.auth,
      email: "E-mail address",
      username: "E-mail address",
      sign_in: "Sign in",
      logout: "Sign out",
      user_menu: "Your account",
      auth_check_error: "Please sign in to continue.",
    },
    action: {
      ...englishMessages.ra.action,
      create: "Add",
      edit: "Edit",
      delete: "Delete",
      save: "Save",
      search: "Search",
      back: "Back",
    },
    page: {
      ...englishMessages.ra.page,
      create: "Add a %{name}",
      empty: "No %{name} yet.",
      invite: "Add the first one?",
      dashboard: "Home",
      not_found: "There is no page at this address",
      access_denied: "This part of the desk is for admins",
    },
    input: {
      ...englishMessages.ra.input,
      file: {
        ...englishMessages.ra.input.file,
        upload_several: "Drop files here, or click to choose them.",
        upload_single: "Drop a file here, or click to choose one.",
      },
      image: {
        ...englishMessages.ra.input.image,
        upload_several: "Drop photos here, or click to choose them.",
        upload_single: "Drop a photo here, or click to choose one.",
      },
    },
    message: {
      ...englishMessages.ra.message,
      invalid_form: "Some fields need correcting: see the messages under them.",
      not_found: "The link may be mistyped, or what it led to may have been deleted",
      access_denied: "Your account may not open this part of the desk.",
      unsaved_changes: "Your changes are not saved yet. Leave this page and lose them?",
      delete_title: "Delete %{name} “%{recordRepresentation}”?",
      delete_content: `Visitors stop seeing it ${SEEN}. This cannot be undone.`,
      bulk_delete_title: "Delete this %{name}? |||| Delete these %{smart_count} items?",
      bulk_delete_content:
        `Visitors stop seeing it ${SEEN}. This cannot be undone. |||| ` +
        `Visitors stop seeing them ${SEEN}. This cannot be undone.`,
    },
    notification: {
      ...englishMessages.ra.notification,
      created: `Saved. Visitors see it ${SEEN}.`,
      updated: `Saved. Visitors see the change ${SEEN}. |||| %{smart_count} items saved.`,
      deleted: `Deleted. Visitors stop seeing it ${SEEN}. |||| %{smart_count} items deleted.`,
      logged_out: "Your session has ended. Please sign in again.",
      not_authorized: "Your account may not do this.",
      http_error: "The desk cannot reach the content service. Check the connection and try again.",
    },
    navigation: {
      ...englishMessages.ra.navigation,
      no_results: "Nothing found",
      page_rows_per_page: "Items per page:",
    },
  },
  resources,
});

const polyglot = (seen: string) =>
  polyglotI18nProvider(() => messagesSeen(seen), "en", [{ locale: "en", name: "English" }], { allowMissing: true });

/** The desk's words, whose save and delete messages say when visitors see the change: at once when
 * the service purges the caches in front (its settings say so: hooks/useSaveMessages.ts), else on
 * their next load within the shared caches' time. */
export interface DeskI18nProvider extends I18nProvider {
  sayShownAtOnce(atOnce: boolean): void;
}

export function deskI18nProvider(): DeskI18nProvider {
  const onReload = polyglot(SEEN_ON_RELOAD);
  const atOnce = polyglot(SEEN_AT_ONCE);
  let current = onReload;
  return {
    translate: (key, options) => current.translate(key, options),
    changeLocale: (locale, options) => current.changeLocale(locale, options),
    getLocale: () => current.getLocale(),
    getLocales: () => current.getLocales?.() ?? [],
    sayShownAtOnce: (shown) => {
      current = shown ? atOnce : onReload;
    },
  };
}

export const i18nProvider = deskI18nProvider();
