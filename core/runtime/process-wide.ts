/**
 * One value per process for a module that the compiled server holds twice: its own bundle (start-up, migrations,
 * jobs) and React Router's build (the pages), ADR 0127. Each copy has its own module variables, so a dictionary
 * built at start-up by one (the search index's format check) was built again by the other on the first search and
 * both were kept (ADR 0156). Kept on the global object under a registered symbol, the first copy's value is the one
 * both use. For what is costly to build or to hold, and the same whoever builds it.
 */
export function processWide<T>(name: string, make: () => T): T {
  const slot = globalThis as unknown as Record<symbol, T | undefined>;
  const key = Symbol.for(`opls.${name}`);
  return (slot[key] ??= make());
}
