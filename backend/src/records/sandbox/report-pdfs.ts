import type { Reference } from "../fhir";
import { dateBack, type DocumentSpec, documentSpecs } from "./data";
import type { SandboxPatient } from "./patients";
import { type PdfLine, pdfDocument, wrap } from "./pdf";
import { transliterate } from "./transliterate";

/** The sandbox's report PDFs: English, the patient's name transliterated (pdf.ts says why). */

const ascii = (text: string) => text.replace(/[–—]/g, "-").replace(/[^\x20-\x7e]/g, "");
const longDate = (d: Date) => d.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Riyadh" });

export function reportPdf(patient: SandboxPatient, spec: DocumentSpec, author: Reference, today: Date): Buffer {
  const date = dateBack(today, spec.monthsAgo, 0, 12);
  const identifier = patient.identifiers[0]?.value ?? "";
  const lines: PdfLine[] = [
    { text: "Main hospital - Riyadh", size: 16, bold: true },
    { text: spec.title, size: 14, bold: true, gap: 10 },
    { text: `Patient: ${transliterate(patient.name)}`, gap: 12 },
    { text: `Date of birth: ${patient.birthDate}    ID: ${identifier}` },
    { text: `Date: ${longDate(date)}` },
    { text: `Department: ${spec.speciality}` },
    ...spec.body.flatMap((paragraph, i) => wrap(ascii(paragraph)).map((text, j) => ({ text, gap: j === 0 ? (i === 0 ? 16 : 8) : 0 }))),
    { text: ascii(author.display ?? ""), bold: true, gap: 28 },
    { text: spec.speciality },
    { text: "Made by the development FHIR sandbox: not a medical document.", size: 8, gap: 40 },
  ];
  return pdfDocument(spec.title, lines);
}

export const specOf = (patient: SandboxPatient, index: number) => documentSpecs(patient).find((s) => s.index === index) ?? null;
