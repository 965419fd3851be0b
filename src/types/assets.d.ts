/** Stylesheets imported for their side effect (Gatsby bundles them). */
declare module "*.css";

/** An image imported by a component: its address, which webpack writes as a data: URL when the
 * file is small (Gatsby inlines files under 10 KB), so that it needs no request of its own. */
declare module "*.svg" {
  const url: string;
  export default url;
}
