import path from "node:path";
import { existsSync, readFileSync } from "node:fs";
import fp from "fastify-plugin";
import staticFiles from "@fastify/static";

declare module "fastify" {
  interface FastifyInstance {
    /** The built web app's index.html, when the app serves it (production). */
    webIndexHtml: string | null;
    /** The public landing page's own HTML (landing.html, its own bundle), number filled in. */
    webLandingHtml: string | null;
  }
}

/**
 * Serves the built web app (dist/web): hashed assets cached for a year,
 * index.html never cached, and index.html for every other non-API path so the
 * client router shows the page (or its 404 card).
 */
export default fp(
  async function webPlugin(app) {
    const root = path.resolve(app.config.webDistDir);
    const indexPath = path.join(root, "index.html");
    if (!existsSync(indexPath)) {
      app.decorate("webIndexHtml", null);
      app.decorate("webLandingHtml", null);
      app.log.info(`no built web app at ${root}: serving the API only (run \`npm run build\`)`);
      return;
    }
    app.decorate("webIndexHtml", readFileSync(indexPath, "utf8"));
    const landingPath = path.join(root, "landing.html");
    app.decorate(
      "webLandingHtml",
      existsSync(landingPath)
        ? readFileSync(landingPath, "utf8").replace("%WHATSAPP_NUMBER%", app.config.landing.whatsappNumber ?? "")
            .replace("%DEMO_MODE%", app.config.demoMode ? "true" : "false")
        : null,
    );
    await app.register(staticFiles, {
      root,
      prefix: "/",
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header("cache-control", "public, max-age=31536000, immutable");
        } else {
          res.header("cache-control", "no-cache");
        }
      },
    });
  },
  { name: "web", dependencies: ["core"] },
);
