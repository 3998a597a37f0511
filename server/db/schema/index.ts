export * from "./core";
export * from "./hail";
export * from "./analytics";
export * from "./payments";
export * from "./marketing";
