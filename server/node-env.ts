/**
 * Imported first by server/main.ts: React and Express choose their production or development code when
 * they are first loaded, so NODE_ENV must be settled before any of them is imported.
 */
process.env.NODE_ENV ??= process.argv.includes("--dev") ? "development" : "production";
