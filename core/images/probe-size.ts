/**
 * Width and height of every image-format probe: a browser that merely receives the bytes without
 * understanding them fails the size test. Shared by the server that encodes the probes and the browser check.
 */
export const PROBE_WIDTH = 2;
export const PROBE_HEIGHT = 1;
