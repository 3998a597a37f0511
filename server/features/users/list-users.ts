import type { Db } from "../../db/client";
import { findManagedUsers } from "./find-users";

export const listUsers = (db: Db) => findManagedUsers(db);
