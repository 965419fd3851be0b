/** The configuration of the editor at /admin (Decap CMS), made from the schemas the build checks
 * the files with: one collection for the Markdown pages, one for each data file. */
import { CMS_BACKEND, LOCAL_BACKEND_URL } from "./backendSettings";
import { EDITOR_LOCALE } from "./editorPhrases";
import type { DecapCollection, DecapConfig, DecapField } from "./decapTypes";
import { DATA_FILES, PAGES_COLLECTION, PAGES_FOLDER, schemaOf } from "./editedFiles";
import { fieldHint, fieldLabel } from "./fieldText";
import { schemaFields, type FieldOptions } from "./schemaFields";

/** Pages name their pictures relative to themselves (src/lib/data/pageBlocks.ts). */
const PICTURES = "../images";

/** Widgets for the schemas' named types. */
const NAMED_WIDGETS: FieldOptions["namedWidgets"] = {
  PagePicture: { widget: "image", choose_url: false },
  // Only groups fees.yaml has: the build refuses any other.
  FeeGroupKey: {
    widget: "relation",
    collection: "fees",
    file: "fees",
    value_field: "groups.*.key",
    search_fields: ["groups.*.title"],
    display_fields: ["groups.*.title"],
  },
};

/** Widgets for the fields the schemas mark (`.meta({ editor })`): amounts in whole rupees, the
 * tables of amounts, and fields only developers change, which office staff do not see. */
const EDITOR_WIDGETS: FieldOptions["editorWidgets"] = {
  rupees: { widget: "rupees" },
  feeRows: { widget: "amountRows", total: "dueAtAdmission", label_singular: "fee" },
  instalments: { widget: "amountRows", total: "sum", label_singular: "instalment" },
  developersOnly: { widget: "hidden" },
  // The disclosure's documents: uploads go to static/disclosure/, which the site serves at /disclosure/.
  // Decap checks a file's pattern against its name alone; the check before saving checks the address.
  disclosureFile: {
    widget: "file",
    choose_url: false,
    media_folder: "/static/disclosure",
    public_folder: "/disclosure",
    pattern: [
      "^[\\w.-]+\\.[pP][dD][fF]$",
      "choose a PDF whose name has only letters, digits, dashes and dots, such as fire-safety-certificate.pdf",
    ],
  },
  // Each fee group has its fee page: a developer adds one with its page.
  fixedList: { allow_add: false },
};

/** The formats the editor writes with (src/cms/cms.tsx registers them): each keeps its file's own
 * form, so that one changed field is one changed line (src/lib/cms/keepForm.ts). */
export const FORMATS = { data: "yaml-in-form", page: "page-in-form" } as const;

/** site.yaml's founder biography: paragraphs separated by an empty line. */
const LONG_TEXTS = ["biography"];

const body: DecapField = {
  name: "body",
  label: fieldLabel("body"),
  widget: "markdown",
  required: false,
  hint: fieldHint("body"),
  // The build does not process pictures inside the text: they go in a picture or gallery block.
  editor_components: [],
};

function fieldsOf(collection: string, options: FieldOptions): DecapField[] {
  const schema = schemaOf(collection);
  if (!schema) throw new Error(`No schema for the collection ${collection}`);
  return schemaFields(schema, {
    namedWidgets: NAMED_WIDGETS,
    editorWidgets: EDITOR_WIDGETS,
    longTexts: LONG_TEXTS,
    ...options,
  });
}

const pages: DecapCollection = {
  name: PAGES_COLLECTION,
  label: "Pages",
  label_singular: "Page",
  description:
    'A page\'s address is its file name: a new page titled "Our New Page" opens at /our-new-page. ' +
    "Add it to Menus as well, so that visitors find it.",
  folder: PAGES_FOLDER,
  create: true,
  delete: false,
  slug: "{{slug}}",
  extension: "md",
  format: FORMATS.page,
  // In a summary Decap's {{slug}} is the title again; {{filename}} is the file's name, the address.
  summary: "{{title}} (/{{filename}})",
  sortable_fields: ["title"],
  media_folder: PICTURES,
  public_folder: PICTURES,
  fields: [...fieldsOf(PAGES_COLLECTION, {}), body],
};

const dataCollections: DecapCollection[] = DATA_FILES.map((data) => ({
  name: data.name,
  label: data.label,
  description: data.description,
  delete: false,
  editor: { preview: data.preview },
  format: FORMATS.data,
  files: [
    {
      name: data.name,
      label: data.label,
      file: data.file,
      fields: fieldsOf(data.name, { maxNesting: data.maxNesting }),
    },
  ],
}));

/** `localBackend`: Decap's local backend (decap-server) takes over when /admin runs on this
 * machine (localhost or 127.0.0.1) and decap-server answers; elsewhere it is ignored. */
export function cmsConfig(): DecapConfig {
  return {
    load_config_file: false,
    locale: EDITOR_LOCALE,
    backend: { ...CMS_BACKEND },
    // Saving makes a branch and a pull request; decap-server (files of the working copy) has no
    // pull requests, and Decap saves straight to the files there.
    publish_mode: "editorial_workflow",
    local_backend: { url: LOCAL_BACKEND_URL },
    media_folder: "content/images",
    public_folder: PICTURES,
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [pages, ...dataCollections],
  };
}
