const KEY_PATTERN = /^[a-f0-9]{32}$/;

/** Refuses anything but a server-made upload key (32 hex characters), so no key can name another path or object. */
export function assertUploadKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`not an upload key: ${key}`);
}
