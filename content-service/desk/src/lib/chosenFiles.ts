/**
 * The files an editor drops or chooses, each with its first bytes read before the drop zone decides
 * on it: its checks run synchronously, so they look the answer up here. A PDF renamed .jpg is then
 * refused at once, by name, instead of being shown as a broken picture and refused at save.
 */
import { fileKind, SNIFF_BYTES, type FileKind } from "@school/contract/desk/fileKind";

const kinds = new WeakMap<object, FileKind | null>();

/** What the file's first bytes are, once read; undefined before (or for a drag not yet dropped). */
export const sniffedKind = (file: object): FileKind | null | undefined => kinds.get(file);

/** Reads the first bytes of a file and remembers what they are. */
export async function sniff(file: Blob): Promise<FileKind | null> {
  const known = kinds.get(file);
  if (known !== undefined) return known;
  const kind = fileKind(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  kinds.set(file, kind);
  return kind;
}

/** The files of a drop or of the file chooser's change, or the dragged items while a drag is over
 * the zone (their bytes cannot be read until they are dropped). */
function filesOf(event: unknown): (File | DataTransferItem)[] {
  const { dataTransfer, target, type } = (event ?? {}) as {
    dataTransfer?: DataTransfer | null;
    target?: { files?: FileList | null };
    type?: string;
  };
  if (dataTransfer)
    return type === "drop"
      ? Array.from(dataTransfer.files)
      : Array.from(dataTransfer.items ?? []).filter((item) => item.kind === "file");
  return target?.files ? Array.from(target.files) : [];
}

/** react-dropzone's `getFilesFromEvent`, reading each file's first bytes before it is checked. */
export async function filesWithKinds(event: unknown): Promise<(File | DataTransferItem)[]> {
  const files = filesOf(event);
  await Promise.all(files.map((file) => (file instanceof Blob ? sniff(file).catch(() => null) : null)));
  return files;
}
