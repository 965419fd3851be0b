import { useEffect, useState } from "react";
import type { PreviewProps } from "./previewProps";

/** The data files a page's blocks show (fee, uniform and admission tables, the founder, the disclosure), as the
 * editor has them now, so that a page's preview shows what the site would. */
const FILES = ["fees", "uniform", "admission", "site", "navigation", "disclosure"] as const;

export type DataFileName = (typeof FILES)[number];

export function useDataFiles(getCollection: PreviewProps["getCollection"]): Partial<Record<DataFileName, unknown>> {
  const [files, setFiles] = useState<Partial<Record<DataFileName, unknown>>>({});
  useEffect(() => {
    let live = true;
    Promise.all(
      FILES.map(async (name) => {
        // With a file's name, Decap answers with that one entry (its type says a list).
        const entry = (await getCollection(name, name)) as unknown as { get(key: string): unknown };
        const data = entry.get("data") as { toJS?: () => unknown } | undefined;
        return [name, data?.toJS ? data.toJS() : data] as const;
      }),
    ).then(
      (loaded) => live && setFiles(Object.fromEntries(loaded)),
      () => live && setFiles({}),
    );
    return () => {
      live = false;
    };
  }, [getCollection]);
  return files;
}
