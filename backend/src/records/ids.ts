import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";

/**
 * The ids the site sees. A list item's id is a keyed hash of the HIS's: stable, never the HIS's
 * own. A report's id carries, encrypted and authenticated under the server's secret, the patient
 * and the DocumentReference its file is read from: unguessable, unreadable, and bound to that
 * patient (the file route checks the caller may read them before anything is fetched).
 */

const key = (secret: string, label: string) => createHmac("sha256", secret).update(`records|${label}`).digest();

export const itemId = (secret: string, patientId: string, resource: { resourceType: string; id?: string }, index: number) =>
  createHmac("sha256", key(secret, "item"))
    .update(`${patientId}|${resource.resourceType}|${resource.id ?? `#${index}`}`)
    .digest("base64url")
    .slice(0, 22);

export interface ReportRef {
  /** The HIS Patient. */
  p: string;
  /** The DocumentReference. */
  d: string;
}

export function reportId(secret: string, ref: ReportRef): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(secret, "report"), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(ref)), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

export function openReportId(secret: string, id: string): ReportRef | null {
  try {
    const raw = Buffer.from(id, "base64url");
    if (raw.length < 29) return null;
    const decipher = createDecipheriv("aes-256-gcm", key(secret, "report"), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const ref = JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString()) as Partial<ReportRef>;
    return typeof ref.p === "string" && typeof ref.d === "string" ? { p: ref.p, d: ref.d } : null;
  } catch {
    return null;
  }
}
