/** The parts of Decap CMS's configuration this site writes (decapcms.org/docs/configuration-options,
 * /docs/widgets). Decap itself checks the whole configuration when /admin opens. */

export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  default?: unknown;
  /** string: [regular expression, message shown when the value does not match]. */
  pattern?: [string, string];
  /** number: the smallest and largest value; list: the fewest and most entries. */
  min?: number;
  max?: number;
  value_type?: "int" | "float";
  step?: number;
  /** select */
  options?: string[];
  /** object, and list entries made of several fields */
  fields?: DecapField[];
  /** list of single values */
  field?: DecapField;
  /** list of entries of several kinds, told apart by their `typeKey` field */
  types?: DecapField[];
  typeKey?: string;
  /** list: the text naming a folded entry, such as "{{fields.title}}" */
  summary?: string;
  collapsed?: boolean;
  /** list: whether the editor offers "Add" */
  allow_add?: boolean;
  /** relation */
  collection?: string;
  file?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  /** image */
  choose_url?: boolean;
  media_folder?: string;
  public_folder?: string;
  /** markdown: the blocks the editor's "+" menu offers (none: pictures in the text are not processed) */
  editor_components?: string[];
  /** amountRows (src/cms/widgets/AmountRowsControl.tsx): how the website adds up the rows, and what a row is called */
  total?: "dueAtAdmission" | "sum";
  label_singular?: string;
}

export interface DecapFile {
  name: string;
  label: string;
  file: string;
  description?: string;
  fields: DecapField[];
}

export interface DecapCollection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  folder?: string;
  create?: boolean;
  delete?: boolean;
  slug?: string;
  extension?: string;
  /** The name of a format src/cms/cms.tsx registers (src/lib/cms/keepForm.ts). */
  format?: string;
  summary?: string;
  sortable_fields?: string[];
  media_folder?: string;
  public_folder?: string;
  editor?: { preview: boolean };
  files?: DecapFile[];
  fields?: DecapField[];
}

export interface DecapConfig {
  load_config_file: false;
  /** The editor's words (src/lib/cms/editorPhrases.ts). */
  locale: string;
  backend: {
    name: string;
    repo: string;
    branch: string;
    base_url?: string;
    auth_endpoint?: string;
    squash_merges?: boolean;
    /** The commit status whose link "View preview" opens (decap-cms-backend-github getDeployPreview). */
    preview_context?: string;
  };
  local_backend: boolean | { url: string };
  publish_mode: "editorial_workflow" | "simple";
  media_folder: string;
  public_folder: string;
  slug: { encoding: "ascii"; clean_accents: boolean; sanitize_replacement: string };
  collections: DecapCollection[];
}
