// Types of build.mjs for the tests that import it.
export declare const repoRoot: string;
export declare const TARGETS: ReadonlyArray<{ name: string; inputs: string[]; outDir: string }>;
export declare function inputsHash(inputs: string[], root?: string): Promise<string>;
export declare function storedHash(outDir: string): Promise<string | undefined>;
export declare function bundleServer(
  entry: string,
  outfile: string,
  options?: { sourcemap?: boolean },
): Promise<void>;
