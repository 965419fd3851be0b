import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";
import { TextDecoder, TextEncoder } from "util";
import { readSite } from "./src/lib/data/readDataFiles";

// jsdom leaves these out; react-dom/server needs them to render a page as the build does.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// The build puts site.yaml's school code into the client (gatsby/onCreateWebpackConfig.ts).
Object.assign(globalThis, { __SCHOOL_CODE__: readSite().schoolCode });

// findBy… and waitFor wait for a condition; on this shared 2-core machine, with the type-check and
// lint running beside Jest, a condition can take longer than the default second to come true.
configure({ asyncUtilTimeout: 5000 });
