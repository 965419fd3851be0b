/**
 * Gatsby compiles gatsby-node with Parcel but leaves every package, the shared contract
 * (@school/contract) included, to Node's require at run time. The contract is TypeScript, as the
 * site and the service read it, so Node is given tsx's loader before anything requires it. Imported
 * first by gatsby-node.ts.
 */
import { register } from "tsx/cjs/api";

register();
