/**
 * The most gzipped JavaScript a budgeted page (home, protocol, search results) may load; the test suite fails above
 * it. A ratchet, lowered as the bundle shrinks: issue 16 §3 asks for 120 kB (ADR 0134 says what is left).
 */
export const PAGE_JAVASCRIPT_CEILING_BYTES = 163 * 1024;
