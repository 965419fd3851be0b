import type { ReactNode } from "react";
import type * as z from "zod";
import { dataError } from "../../lib/data/dataError";

interface CheckedProps<T extends z.ZodType> {
  file: string;
  schema: T;
  data: unknown;
  children: (value: z.output<T>) => ReactNode;
}

/** Shows what the site would show, once the data passes the build's check; until then, the
 * build's message, so that staff see the problem while they type rather than after saving. */
export function Checked<T extends z.ZodType>({ file, schema, data, children }: CheckedProps<T>) {
  const result = schema.safeParse(data);
  if (result.success) return <>{children(result.data)}</>;
  return (
    <div className="preview-problem" role="alert">
      <p>
        <strong>The website cannot show this yet.</strong> {dataError(file, data, result.error).message}
      </p>
    </div>
  );
}
