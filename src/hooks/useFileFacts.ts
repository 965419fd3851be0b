import { useEffect, useState } from "react";
import { fetchFileHeaders } from "../client/fileFacts";
import { fileFacts } from "../lib/fileFacts";

/** "PDF, 84 KB" for the file at `url` once the service has said, null until then or if it does not. */
export function useFileFacts(url: string | null): string | null {
  const [facts, setFacts] = useState<string | null>(null);
  useEffect(() => {
    setFacts(null);
    if (!url) return;
    let active = true;
    void fetchFileHeaders(url).then((headers) => {
      if (active) setFacts(headers && fileFacts(headers.type, headers.length));
    });
    return () => {
      active = false;
    };
  }, [url]);
  return facts;
}
