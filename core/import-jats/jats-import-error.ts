/** A JATS file the importer cannot turn into a protocol; the message names the element or the cause. */
export class JatsImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "JatsImportError";
  }
}

/** The error for a required element that is absent, e.g. "article-meta/title-group/article-title missing". */
export function missing(path: string): JatsImportError {
  return new JatsImportError(`${path} missing`);
}
