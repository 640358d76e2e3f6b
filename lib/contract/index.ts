export * from "./common";
export * from "./settings";
export * from "./auth";
export * from "./broker";
export * from "./content";
export * from "./posts";
export * from "./search";
