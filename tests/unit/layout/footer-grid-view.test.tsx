import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { FooterGridData } from "@/components/layout/footer-grid-data";
import { FooterGridView } from "@/components/layout/footer-grid-view";

const data: FooterGridData = {
  locale: "ar",
  siteName: "مستشفى الندى",
  homeLabel: "مستشفى الندى - الصفحة الرئيسية",
  about: "رعاية منذ 1984.",
  newTab: "(يفتح في علامة تبويب جديدة)",
  support: { number: "+966 55 000 1984", href: "https://wa.me/966550001984", title: "رقم الدعم الموحد", hint: "راسلنا على واتساب." },
  units: { title: "منشآتنا", call: ["اتصل ب", ""], items: [{ id: 1, name: "مركز الندى لطب الأسنان", phone: "920001987" }, { id: 2, name: "عيادات بلا هاتف", phone: null }] },
  links: { title: "روابط", items: [{ id: 9, title: "الأسئلة الشائعة", href: "/الأسئلة-الشائعة" }] },
  more: { title: "المزيد", items: [{ id: 30, title: "بوابة المرضى", href: "https://portal.example", external: true }] },
  social: { title: "تابعنا", items: [{ network: "facebook", url: "https://facebook.com/x", name: "فيسبوك" }, { network: "mastodon", url: "https://mastodon.social/@x", name: "ماستودون" }] },
};

function drawn() {
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(<FooterGridView {...data} />);
  return host;
}

describe("the footer's columns drawn from their compact data (footer-grid-view.tsx)", () => {
  it("names each unit's phone link from the message around the unit's name, and leaves a unit without a phone unlinked", () => {
    const calls = [...drawn().querySelectorAll<HTMLAnchorElement>("#footer-units ~ ul a")];
    expect(calls.map((a) => [a.getAttribute("href"), a.getAttribute("aria-label")])).toEqual([["tel:920001987", "اتصل بمركز الندى لطب الأسنان: 920001987"]]);
  });

  it("writes the links' paths as given, another site's in a new tab said to screen readers", () => {
    const host = drawn();
    const faq = host.querySelector<HTMLAnchorElement>("nav[aria-labelledby=footer-links] a")!;
    expect([faq.getAttribute("href"), faq.hasAttribute("target"), faq.textContent]).toEqual(["/الأسئلة-الشائعة", false, "الأسئلة الشائعة"]);
    const portal = host.querySelector<HTMLAnchorElement>("nav[aria-labelledby=footer-more] a")!;
    expect([portal.getAttribute("target"), portal.getAttribute("rel"), portal.textContent]).toEqual(["_blank", "noopener noreferrer", "بوابة المرضى (يفتح في علامة تبويب جديدة)"]);
  });

  it("marks the networks the stylesheet draws, names each with its new tab, and says the support link opens one", () => {
    const host = drawn();
    const social = [...host.querySelectorAll<HTMLAnchorElement>(".footer-social a")];
    expect(social.map((a) => [a.className, a.textContent])).toEqual([
      ["social-facebook", "فيسبوك (يفتح في علامة تبويب جديدة)"],
      ["", "ماستودون (يفتح في علامة تبويب جديدة)"],
    ]);
    expect(host.querySelector(".footer-support a")?.textContent).toContain("(يفتح في علامة تبويب جديدة)");
  });
});
