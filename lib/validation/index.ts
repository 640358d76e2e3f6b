export * from "./messages";
export * from "./rules";
export * from "./fields";
export * from "./forms";
