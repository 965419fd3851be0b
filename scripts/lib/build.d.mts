/** The parts of build.mjs that TypeScript callers (bench/site.ts) use. */
export interface BuildTarget {
  apiUrl: string;
  schoolCode: string;
}
export function buildTarget(env?: NodeJS.ProcessEnv): BuildTarget;
export function writeStamp(target: BuildTarget): void;
