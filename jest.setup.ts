import "@testing-library/jest-dom";
import { TextDecoder, TextEncoder } from "util";

// jsdom leaves these out; react-dom/server needs them to render a page as the build does.
Object.assign(globalThis, { TextEncoder, TextDecoder });
