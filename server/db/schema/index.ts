export * from "./core";
export * from "./support";
export * from "./operations";
export * from "./hail";
export * from "./analytics";
export * from "./payments";
export * from "./marketing";
export * from "./cmo";
