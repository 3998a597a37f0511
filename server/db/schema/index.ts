export * from "./core";
export * from "./support";
export * from "./operations";
