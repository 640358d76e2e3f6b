// The Link of server and client components: a plain anchor the navigation runtime makes a client
// navigation (lib/navigation/smart-link.tsx). The router of the forms that go on after they submit
// is router.ts's: next-intl's navigation, which it builds, brings Next's link code with it.
export { SmartLink as Link } from "@/lib/navigation/smart-link";
