// The site's calendar links and the booking engine share one zone arithmetic (lib/time/zone.ts).
export * from "@/lib/time/zone";
