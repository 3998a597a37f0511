export * from "./core";
export * from "./operations";
