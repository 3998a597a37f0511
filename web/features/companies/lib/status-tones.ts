export const DATA_SOURCE_TYPES = ["github", "firebase", "sheets", "wati"] as const;
export type DataSourceKind = (typeof DATA_SOURCE_TYPES)[number] | "other";

export function dataSourceKind(type: string): DataSourceKind {
  return (DATA_SOURCE_TYPES as readonly string[]).includes(type) ? (type as DataSourceKind) : "other";
}

export type StatusTone = "success" | "warning" | "destructive" | "secondary" | "default";

/** active green, syncing yellow, error red, anything else grey. */
export function dataSourceStatusTone(status: string): StatusTone {
  switch (status) {
    case "active":
      return "success";
    case "syncing":
    case "unverified":
      return "warning";
    case "error":
      return "destructive";
    default:
      return "secondary";
  }
}

/** completed green, running blue (with a pulsing dot), failed red, anything else grey. */
export function deploymentStatusTone(status: string): StatusTone {
  switch (status) {
    case "completed":
      return "success";
    case "running":
      return "default";
    case "failed":
      return "destructive";
    default:
      return "secondary";
  }
}
