/**
 * The sign-in identifier rules live with the other field rules in lib/validation; the credentials
 * provider checks them again on the server with the same functions.
 */
export { isValidIdentifier, normalizeIdentifier } from "@/lib/validation/fields";
