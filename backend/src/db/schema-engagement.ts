// Tables of the engagement module; filled in with the module.
export {};
