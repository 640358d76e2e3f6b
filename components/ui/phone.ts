/** A wa.me link for a displayed number ("+966 55 000 1984" → https://wa.me/966550001984). */
export function whatsappHref(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}`;
}

/** A tel: link keeping only digits and a leading plus. */
export function telHref(number: string): string {
  const trimmed = number.trim();
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${trimmed.replace(/\D/g, "")}`;
}
