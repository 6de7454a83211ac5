/**
 * npm run check: the route types generated, then the type check and the lint side by side (each takes one
 * core for 15–25 s; in turn they took 38 s of `npm test`). With --with-build (`npm test`), the production build
 * runs beside them from the start. Each one's output is printed whole when it ends; the exit code is non-zero
 * when any of them fails.
 */
import { spawn } from "node:child_process";

function run(label: string, command: string, args: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    const output: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("error", (error) => {
      console.error(`${label}: ${error.message}`);
      resolve(false);
    });
    child.on("close", (code) => {
      const text = Buffer.concat(output).toString().trim();
      console.log(`${label}: ${code === 0 ? "passed" : "FAILED"}${text ? `\n${text}` : ""}`);
      resolve(code === 0);
    });
  });
}

const bin = (name: string) => `node_modules/.bin/${name}`;
// `npm test` passes --with-build: the production build the HTTP and browser tests serve is brought up to date
// beside the checks (it needs no route types), on the core the type check leaves idle once the lint has ended.
const built = process.argv.includes("--with-build") ? run("build", bin("tsx"), ["scripts/ensure-build.ts"]) : Promise.resolve(true);
// The lint's type-aware rules read the route types too: they are generated first.
const checked =
  (await run("react-router typegen", bin("react-router"), ["typegen"])) &&
  (await Promise.all([run("tsc", bin("tsc"), ["--noEmit"]), run("eslint", bin("eslint"), [".", "--max-warnings", "0"])])).every(Boolean);
process.exit((await built) && checked ? 0 : 1);
