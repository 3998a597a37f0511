export * from "./core";
export * from "./support";
