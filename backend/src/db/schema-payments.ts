// Tables of the payments module; filled in with the module.
export {};
