/**
 * The sessionStorage key of the booking store's persisted state (stores/booking.ts), also read as
 * plain JSON by the doctor page's on-intent loader, which must not ship the store's code.
 */
export const BOOKING_STORAGE_KEY = "booking";
