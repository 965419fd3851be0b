import { TextDecoder, TextEncoder } from "util";

// jsdom leaves these out, which browsers have; react-router (under react-admin) needs them on import.
Object.assign(globalThis, { TextEncoder, TextDecoder });
