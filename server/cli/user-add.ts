/**
 * npm run user:add -- --email ana@example.com --first Ana --last López [--role admin] [--password …]
 * Adds an operator. Without --password one is generated and shown once.
 * Missing values are asked for on the terminal.
 */
import { parseArgs } from "node:util";
import { createInterface } from "node:readline/promises";
import { eq } from "drizzle-orm";
import { loadConfig } from "../config";
import { migrateDatabase, openDatabase } from "../db/client";
import { users } from "../db/schema";
import { insertUserSchema } from "../../contract/auth";
import { generatePassword, hashPassword } from "../lib/password";

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      first: { type: "string" },
      last: { type: "string" },
      role: { type: "string", default: "user" },
      password: { type: "string" },
      "generate-password": { type: "boolean", default: false },
    },
  });
  const rl = process.stdin.isTTY ? createInterface({ input: process.stdin, output: process.stdout }) : null;
  const ask = async (label: string, current?: string) => {
    if (current) return current;
    if (!rl) throw new Error(`--${label} is required`);
    return (await rl.question(`${label}: `)).trim();
  };
  const email = await ask("email", values.email);
  const firstName = await ask("first", values.first);
  const lastName = await ask("last", values.last);
  let password = values.password;
  let generated = false;
  if (!password && rl && !values["generate-password"]) {
    password = (await rl.question("password (leave empty to generate one): ")).trim() || undefined;
  }
  if (!password) {
    password = generatePassword();
    generated = true;
  }
  rl?.close();

  const parsed = insertUserSchema.safeParse({ email, firstName, lastName, role: values.role, password });
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n"));

  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await migrateDatabase(database);
    const normalized = parsed.data.email.toLowerCase();
    const [existing] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, normalized));
    if (existing) throw new Error(`A user with the e-mail ${normalized} already exists.`);
    await database.db.insert(users).values({ ...parsed.data, email: normalized, password: await hashPassword(password) });
    console.log(`Added ${parsed.data.role} ${normalized}.`);
    if (generated) console.log(`Password (shown once, keep it safe): ${password}`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(`user:add failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
