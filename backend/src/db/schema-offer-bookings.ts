// Tables of the offer-bookings module; filled in with the module.
export {};
