/**
 * npm run check: the route types generated, then the type check and the lint side by side (each takes one
 * core for 15–25 s; in turn they took 38 s of `npm test`). Each one's output is printed whole when it ends;
 * the exit code is non-zero when either fails.
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
// The lint's type-aware rules read the route types too: they are generated first.
const ok =
  (await run("react-router typegen", bin("react-router"), ["typegen"])) &&
  (await Promise.all([run("tsc", bin("tsc"), ["--noEmit"]), run("eslint", bin("eslint"), [".", "--max-warnings", "0"])])).every(Boolean);
process.exit(ok ? 0 : 1);
