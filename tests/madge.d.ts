/** The part of madge 8's API that tests/unit/import-circles.test.ts uses (the package ships no types). */
declare module "madge" {
  interface MadgeResult {
    circular(): string[][];
  }
  function madge(paths: string | string[], config?: Record<string, unknown>): Promise<MadgeResult>;
  export default madge;
}
