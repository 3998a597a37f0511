import { createDatabaseImage, IMAGE_ENV_VAR, removeDatabaseImage } from "./db-image";

/**
 * Vitest global setup: migrates and seeds one database image per run (PGlite
 * tarballs, or template databases on DATABASE_URL's server) before any test
 * file starts; `buildTestApp` opens a copy of it per app. The workers find it
 * through an environment variable; the image is removed when the run ends.
 */
export default async function setup() {
  const image = await createDatabaseImage();
  process.env[IMAGE_ENV_VAR] = JSON.stringify(image);
  return async () => {
    delete process.env[IMAGE_ENV_VAR];
    await removeDatabaseImage(image);
  };
}
