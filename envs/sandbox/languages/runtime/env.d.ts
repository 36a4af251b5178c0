// What codeloop's TypeScript tests and solutions may use besides the ES2022 library.
interface CodeloopAssert {
  (value: unknown, message?: string): void;
  ok(value: unknown, message?: string): void;
  equal(actual: unknown, expected: unknown, message?: string): void;
  notEqual(actual: unknown, expected: unknown, message?: string): void;
  strictEqual<T>(actual: unknown, expected: T, message?: string): void;
  notStrictEqual(actual: unknown, expected: unknown, message?: string): void;
  deepEqual(actual: unknown, expected: unknown, message?: string): void;
  deepStrictEqual<T>(actual: unknown, expected: T, message?: string): void;
  notDeepStrictEqual(actual: unknown, expected: unknown, message?: string): void;
  throws(block: () => unknown, error?: unknown, message?: string): void;
  doesNotThrow(block: () => unknown, message?: string): void;
  match(value: string, pattern: RegExp, message?: string): void;
  fail(message?: string): never;
  // What probes call instead (codeloop's languages/probes.py).
  observe(site: number, value: unknown): void;
  observeThrows(site: number, block: () => unknown, keys: string[]): void;
  observeFail(site: number): void;
}
declare function require(name: string): any;
declare const module: { exports: any };
declare const console: { log(...args: unknown[]): void; error(...args: unknown[]): void };
declare const process: any;
