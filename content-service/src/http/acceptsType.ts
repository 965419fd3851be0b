/** Whether an Accept header names `type` itself with a quality above 0. Every browser that draws
 * WebP names it in its image requests; a wildcard (`*\/*`, `image/*`) is no yes, since browsers that
 * cannot draw it send those too. */
export function acceptsType(accept: string | undefined, type: string): boolean {
  if (!accept) return false;
  return accept
    .toLowerCase()
    .split(",")
    .some((range) => {
      const [name, ...params] = range.split(";").map((part) => part.trim());
      if (name !== type) return false;
      const quality = params.find((param) => param.startsWith("q="));
      return !quality || Number(quality.slice(2)) > 0;
    });
}
