/** Decap's own words that office staff meet when a save is refused, in plain words (Decap merges
 * these over its English). A refusal of the site's own checks is the whole message after "Not
 * saved." (src/lib/cms/officeWords.ts). */
export const EDITOR_LOCALE = "en-IN";

export const EDITOR_PHRASES = {
  editor: {
    editorControlPane: {
      widget: {
        required: "%{fieldLabel}: fill it in.",
        regexPattern: "%{fieldLabel}: %{pattern}.",
      },
    },
  },
  ui: {
    toast: {
      onFailToPersist: "Not saved. %{details}",
      missingRequiredField: "Not saved: a field needs your attention. Its message is in red, above the field.",
    },
  },
};
