/**
 * Where the one list of integrations lives (issue 19): the health panel on the CTO dashboard. Every
 * other page counts them and links here instead of listing them again.
 */
export const INTEGRATIONS_HREF = "/cto#integrations";
export const INTEGRATIONS_ANCHOR = "integrations";
