import { asc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { companies } from "../../db/schema";

export const listCompanies = (db: Db) => db.select().from(companies).orderBy(asc(companies.id));
