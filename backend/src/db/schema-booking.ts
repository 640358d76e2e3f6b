// Tables of the booking module; filled in with the module.
export {};
