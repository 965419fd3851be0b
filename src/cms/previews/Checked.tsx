import type { ReactNode } from "react";
import type * as z from "zod";
import { officeProblem } from "../../lib/cms/officeWords";

interface CheckedProps<T extends z.ZodType> {
  schema: T;
  data: unknown;
  children: (value: z.output<T>) => ReactNode;
}

/** Shows what the site would show, once the data passes the build's check; until then, where the
 * problem is and what to do, so that staff see it while they type rather than after saving. */
export function Checked<T extends z.ZodType>({ schema, data, children }: CheckedProps<T>) {
  const result = schema.safeParse(data);
  if (result.success) return <>{children(result.data)}</>;
  return (
    <div className="preview-problem" role="alert">
      <p>
        <strong>The website cannot show this yet.</strong> {officeProblem(schema, data)}
      </p>
    </div>
  );
}
