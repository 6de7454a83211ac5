/**
 * Memoised results by the identity of the objects they are made from (technique, template, context, target): a
 * technique has a few dozen combinations, so each title, sentence and body is built once, not once per protocol.
 */
interface MemoNode {
  children: Map<unknown, MemoNode>;
  value?: unknown;
  has: boolean;
}
const memoRoot: MemoNode = { children: new Map(), has: false };
/** What `make` returns for these parts, made on the first call and kept for the process's life. */
export function cached<T>(parts: (object | string)[], make: () => T): T {
  let node = memoRoot;
  for (const part of parts) {
    let next = node.children.get(part);
    if (!next) node.children.set(part, (next = { children: new Map(), has: false }));
    node = next;
  }
  if (!node.has) {
    node.value = make();
    node.has = true;
  }
  return node.value as T;
}
