/**
 * Imported first of all by server/main.ts, before anything touches libuv's thread pool (which reads this
 * variable once, when first used). The pool serves file reads (static files), zlib (compression) and
 * scrypt alike; password hashing is held to PASSWORD_WORK_RUNNING runs at once (ADR 0081), and the pool
 * is made larger than that so files and compression always find free threads. An operator's own value wins.
 */
process.env.UV_THREADPOOL_SIZE ??= "8";
