import { physicianJsonLd, type PhysicianInput } from "@/lib/seo/physician";
import { JsonLdScript } from "./json-ld";

/** A doctor's IndividualPhysician JSON-LD from its input (drawn on the server only, physician-json-ld.tsx). */
export function PhysicianJsonLdView(input: PhysicianInput) {
  return <JsonLdScript data={physicianJsonLd(input)} />;
}
