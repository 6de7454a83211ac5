import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** The nginx site file with `${OPLS_…}` placeholders (ADR 0124). */
export const NGINX_TEMPLATE_PATH = path.join(path.dirname(fileURLToPath(import.meta.url)), "nginx", "opls.conf.template");

/**
 * The nginx site file with every `${OPLS_NAME}` replaced by `values.OPLS_NAME`; nginx's own `$variables` are left
 * alone. A placeholder without a value is an error naming it, never an empty directive.
 *
 *   OPLS_SERVER_NAME=opls.example.org … npx tsx deploy/render-nginx-conf.ts > /etc/nginx/conf.d/opls.conf
 */
export function renderNginxConf(template: string, values: Readonly<Record<string, string | undefined>>): string {
  const missing = new Set<string>();
  const rendered = template.replace(/\$\{(OPLS_[A-Z0-9_]+)\}/g, (_, name: string) => {
    const value = values[name]?.trim();
    if (!value) missing.add(name);
    return value ?? "";
  });
  if (missing.size) throw new Error(`deploy/nginx/opls.conf.template needs: ${[...missing].join(", ")}`);
  return rendered;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    process.stdout.write(renderNginxConf(readFileSync(NGINX_TEMPLATE_PATH, "utf8"), process.env));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
