import { randomBytes } from "node:crypto";
import { OAUTH_STORAGE_KEYS } from "../../../contract/social";
import type { OAuthProvider } from "../../integrations/oauth";

/** The popup's last page: leaves the result in local storage for the opener, then closes. */
export function presentCallbackPage(p: OAuthProvider, result: { ok: true; name: string | null } | { ok: false; error: string }) {
  const nonce = randomBytes(16).toString("base64");
  const keys = OAUTH_STORAGE_KEYS[p.id];
  const set = result.ok
    ? `localStorage.removeItem(${JSON.stringify(keys.error)});localStorage.setItem(${JSON.stringify(keys.success)}, ${JSON.stringify(JSON.stringify({ name: result.name, at: Date.now() }))});`
    : `localStorage.removeItem(${JSON.stringify(keys.success)});localStorage.setItem(${JSON.stringify(keys.error)}, ${JSON.stringify(result.error)});`;
  const text = result.ok ? `${p.label} connected. You can close this window.` : `${p.label} connection failed: ${result.error}`;
  const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
  return {
    csp: `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'`,
    html: `<!doctype html><html><head><meta charset="utf-8"><title>${esc(p.label)}</title></head><body style="font-family:sans-serif;padding:2rem"><p>${esc(text)}</p><script nonce="${nonce}">try{${set}}catch(e){}window.close();</script></body></html>`,
  };
}
