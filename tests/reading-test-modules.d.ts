/** Types for the untyped test libraries the reading tests use. */
declare module "html-metadata" {
  const htmlMetadata: {
    loadFromString(html: string): Promise<Record<string, unknown>>;
  };
  export default htmlMetadata;
}

declare module "@citation-js/core" {
  export class Cite {
    constructor(data: unknown);
    data: unknown[];
  }
}

declare module "@citation-js/plugin-ris";
declare module "@citation-js/plugin-bibtex";
