/**
 * What HTML validators and HTML_CodeSniffer reported on the site's pages (issue 42, item 7) and axe
 * does not check, as one function over a document: it runs in the browser (page.evaluate) and
 * over fetched HTML alike, so it uses the DOM alone and nothing from outside its body.
 *
 * - an input with `autocomplete` but no `type` (an implied text input: HTML_CodeSniffer rejects it);
 * - a `<label for>` naming the control it already wraps (the site wraps checkboxes and radios
 *   without `for`, and points at other controls from outside);
 * - two controls of one form with one name, radios and checkboxes apart (they share a name by design);
 * - `aria-label` on an element whose role takes no name (a div, span or p without a role);
 * - two landmarks of one kind without distinct names.
 */
export function markupFindings(doc: Document): string[] {
  const findings: string[] = [];
  const describe = (el: Element) => {
    const id = el.id ? `#${el.id}` : "";
    const name = el.getAttribute("name");
    return `<${el.tagName.toLowerCase()}${id}${name ? ` name="${name}"` : ""}>`;
  };

  for (const input of Array.from(doc.querySelectorAll("input[autocomplete]:not([type])"))) {
    findings.push(`input without a type carries autocomplete: ${describe(input)}`);
  }

  for (const label of Array.from(doc.querySelectorAll("label[for]"))) {
    const target = doc.getElementById(label.getAttribute("for") ?? "");
    if (target && label.contains(target)) findings.push(`label for= the control it wraps: ${describe(target)}`);
  }

  // Controls by their form; those of no form are grouped by the document.
  const byForm = new Map<Element | null, Element[]>();
  for (const control of Array.from(doc.querySelectorAll("input, select, textarea"))) {
    const owner = (control as HTMLInputElement).form ?? null;
    byForm.set(owner, [...(byForm.get(owner) ?? []), control]);
  }
  for (const [form, controls] of byForm) {
    const seen = new Set<string>();
    for (const control of controls) {
      const name = control.getAttribute("name");
      const type = control.getAttribute("type");
      if (!name || type === "radio" || type === "checkbox") continue;
      if (seen.has(name)) findings.push(`two controls named "${name}" in ${form ? `form ${describe(form)}` : "no form"}`);
      seen.add(name);
    }
  }

  // Elements whose role takes no name (generic, paragraph, presentation…): ARIA 1.2 prohibits one.
  const unnamed = ["div", "span", "p", "b", "i", "u", "s", "em", "strong", "small", "code", "sub", "sup", "del", "ins", "label", "a:not([href])"];
  for (const el of Array.from(doc.querySelectorAll(unnamed.map((tag) => `${tag}[aria-label]:not([role])`).join(", ")))) {
    findings.push(`aria-label on an element whose role takes no name: ${describe(el)}`);
  }
  for (const el of Array.from(doc.querySelectorAll("[aria-label][role=presentation], [aria-label][role=none], [aria-label][role=generic], [aria-label][role=paragraph]"))) {
    findings.push(`aria-label on an element whose role takes no name: ${describe(el)}`);
  }

  const landmarks = new Map<string, string[]>();
  const nameOf = (el: Element) => {
    const label = el.getAttribute("aria-label");
    if (label) return label.trim();
    const ids = el.getAttribute("aria-labelledby");
    if (ids) return ids.split(/\s+/).map((id) => doc.getElementById(id)?.textContent?.trim() ?? "").join(" ").trim();
    return "";
  };
  const add = (kind: string, el: Element) => landmarks.set(kind, [...(landmarks.get(kind) ?? []), nameOf(el)]);
  // Header and footer are landmarks only outside article, aside, main, nav and section.
  const sectioning = "article, aside, main, nav, section, [role=article], [role=complementary], [role=main], [role=navigation], [role=region]";
  for (const el of Array.from(doc.querySelectorAll("nav, [role=navigation]"))) add("navigation", el);
  for (const el of Array.from(doc.querySelectorAll("aside, [role=complementary]"))) add("complementary", el);
  for (const el of Array.from(doc.querySelectorAll("main, [role=main]"))) add("main", el);
  for (const el of Array.from(doc.querySelectorAll("[role=search]"))) add("search", el);
  for (const el of Array.from(doc.querySelectorAll("header:not([role])"))) if (!el.parentElement?.closest(sectioning)) add("banner", el);
  for (const el of Array.from(doc.querySelectorAll("footer:not([role])"))) if (!el.parentElement?.closest(sectioning)) add("contentinfo", el);
  // A section or form is a landmark (region, form) only when it is named.
  for (const el of Array.from(doc.querySelectorAll("section[aria-label], section[aria-labelledby], [role=region]"))) add("region", el);
  for (const [kind, names] of landmarks) {
    if (names.length < 2) continue;
    const counted = new Map<string, number>();
    for (const name of names) counted.set(name, (counted.get(name) ?? 0) + 1);
    for (const [name, count] of counted) {
      if (count > 1) findings.push(`${count} ${kind} landmarks named ${name ? `"${name}"` : "nothing"}`);
    }
  }
  return findings;
}
