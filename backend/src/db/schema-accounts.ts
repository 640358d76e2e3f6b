// Tables of the accounts module; filled in with the module.
export {};
