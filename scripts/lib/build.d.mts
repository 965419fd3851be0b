/** The parts of build.mjs that TypeScript callers (bench/site.ts) use. */
export function writeStamp(): void;
export function buildIsCurrent(): boolean;
export function ensureBuild(options?: { env?: Record<string, string> }): Promise<void>;
