/** What the generator remembers across the corpus: titles taken and how often each abstract sentence was used. */
export interface GeneratorState {
  titles: Set<string>;
  sentences: Map<string, number>;
  /** An abstract sentence is used at most this many times (below 1% of the corpus's abstracts). */
  sentenceCap: number;
  /** Techniques whose every title is taken: not searched again (a large corpus would search them per protocol). */
  exhausted: Set<string>;
  /** The day the demo journal is "as of": nothing it tells has happened later. */
  today: string;
}

export function generatorState(abstracts: number, today: string): GeneratorState {
  return { titles: new Set(), sentences: new Map(), sentenceCap: Math.max(2, Math.floor(abstracts * 0.009)), exhausted: new Set(), today };
}
