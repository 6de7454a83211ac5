/**
 * npm run user:role -- --email X --role editor|admin|none
 * Gives an existing account an editorial role (ADR 0099); the change is written to the audit log as made from the
 * command line. DATABASE_URL selects the database, as for the server.
 */
import { parseArgs } from "node:util";
import { migrateToLatest } from "@core/db/migrate";
import { isUserRole, USER_ROLES } from "@core/users/roles";
import { setUserRole } from "@core/users/set-user-role";
import { readEnv } from "@server/env";
import { openScriptDatabase } from "./db";

function fail(message: string): never {
  console.error(`user:role: ${message}`);
  console.error(`usage: npm run user:role -- --email person@example.org --role ${USER_ROLES.join("|")}`);
  process.exit(2);
}

const { values } = parseArgs({ options: { email: { type: "string" }, role: { type: "string" } }, strict: true });
if (!values.email) fail("--email is required");
if (!isUserRole(values.role)) fail(`--role must be one of ${USER_ROLES.join(", ")}`);

const env = readEnv();
const handle = openScriptDatabase(env.DATABASE_URL);
try {
  await migrateToLatest(handle.db, handle.dialect);
  const result = await setUserRole(handle.db, values.email, values.role, { userId: null, name: "command line" });
  if (!result.ok) {
    console.error(`user:role: no account with the e-mail ${values.email}`);
    process.exitCode = 1;
  } else if (result.before === result.after) {
    console.log(`${values.email} already has the role ${result.after}`);
  } else {
    console.log(`${values.email}: ${result.before} → ${result.after}`);
  }
} finally {
  await handle.close();
}
