import type { Company } from "@contract/companies";

export const DEFAULT_COMPANY_SLUG = "roofstrike";

/** The dashboard starts on the roofstrike company, else the first one. */
export function defaultCompany<C extends Pick<Company, "slug">>(companies: readonly C[]): C | undefined {
  return companies.find((company) => company.slug === DEFAULT_COMPANY_SLUG) ?? companies[0];
}
