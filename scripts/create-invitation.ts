/**
 * npm run invitation:create -- --email author@example.org
 *
 * An editor's invitation to submit: prints a single-use code for the author to enter on
 * /{lang}/submission ("By invitation"), and the link that fills it in.
 */
import { parseArgs } from "node:util";
import { z } from "zod";
import { migrateToLatest } from "@core/db/migrate";
import { createInvitation } from "@core/submissions/create-invitation";
import { configuredOrigin, readEnv } from "@server/env";
import { openScriptDatabase } from "./db";

const { values } = parseArgs({ options: { email: { type: "string" }, lang: { type: "string", default: "en" } } });
const email = z.email().safeParse(values.email?.trim());
if (!email.success || (values.lang !== "en" && values.lang !== "cn")) {
  console.error("usage: npm run invitation:create -- --email author@example.org [--lang en|cn]");
  process.exit(1);
}
const env = readEnv();
const handle = openScriptDatabase(env.DATABASE_URL);
try {
  await migrateToLatest(handle.db, handle.dialect);
  const code = await createInvitation(handle.db, email.data);
  const origin = configuredOrigin(env);
  console.log(`invitation for ${email.data}: ${code}`);
  console.log(`${origin}/${values.lang}/submission?code=${encodeURIComponent(code)}`);
} finally {
  await handle.close();
}
