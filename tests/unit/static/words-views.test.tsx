import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BlogSidebarView } from "@/components/blog/blog-sidebar-view";
import { DoctorFactsView } from "@/components/doctors/doctor-facts-view";
import { DoctorContactView, DoctorSummaryView } from "@/components/doctors/doctor-summary-view";
import { PhysicianJsonLdView } from "@/components/seo/physician-json-ld-view";
import { AboutSectionsView } from "@/components/static/about-sections-view";
import { ContactChannelsView } from "@/components/static/contact-channels-view";
import { LegalTextView } from "@/components/static/legal-text-view";

function drawn(element: React.ReactElement) {
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(element);
  return host;
}

describe("pages' sections drawn from their words alone", () => {
  it("a legal text: its contents list links each section's anchor, and each section is named by its title", () => {
    const host = drawn(
      <LegalTextView
        contents="On this page"
        intro="How we protect your data."
        sections={[
          { id: "collect", title: "What we collect", body: "Your name and mobile." },
          { id: "cookies", title: "Cookies", body: "Only the ones we need." },
        ]}
      />,
    );
    expect([...host.querySelectorAll("nav[aria-labelledby=legal-toc] a")].map((a) => [a.getAttribute("href"), a.textContent])).toEqual([
      ["#collect", "What we collect"],
      ["#cookies", "Cookies"],
    ]);
    const cookies = host.querySelector("section#cookies")!;
    expect(host.querySelector(`#${cookies.getAttribute("aria-labelledby")}`)?.textContent).toBe("Cookies");
    expect(cookies.querySelector("p")?.textContent).toBe("Only the ones we need.");
    expect(host.querySelector("article > p")?.textContent).toBe("How we protect your data.");
  });

  it("the about page: a section without words is left out, mission and vision each under its title, the years isolated", () => {
    const host = drawn(
      <AboutSectionsView
        numbers={null}
        aims={[{ title: "Our mission", text: "Care for every family." }]}
        values={{ title: "Our values", items: [{ title: "Respect", text: "For every patient." }] }}
        history={{ title: "Our history", steps: [{ year: 1984, title: "Founded", text: "In Jeddah." }] }}
      />,
    );
    expect(host.querySelector("#about-numbers")).toBeNull();
    expect([...host.querySelectorAll("h2")].map((h) => h.textContent)).toEqual(["Our mission", "Our values", "Our history"]);
    expect(host.querySelector("section[aria-labelledby=about-history] bdi")?.textContent).toBe("1984");
  });

  it("a doctor's facts: the overview always, the lists only when they have items, the bio only when written", () => {
    const overview = { title: "Overview", facts: [{ label: "Specialty", value: "Cardiology" }], bio: null };
    const host = drawn(<DoctorFactsView overview={overview} qualifications={null} career={{ title: "Career path", items: ["Consultant, 2010"] }} services={null} />);
    expect([...host.querySelectorAll("section")].map((section) => section.getAttribute("aria-labelledby"))).toEqual(["doctor-overview-heading", "doctor-career-heading"]);
    expect([...host.querySelectorAll("dt, dd")].map((cell) => cell.textContent)).toEqual(["Specialty", "Cardiology"]);
    expect(host.querySelector("#doctor-overview-heading ~ p")).toBeNull();
    expect(drawn(<DoctorFactsView overview={{ ...overview, bio: "Twenty years of practice." }} qualifications={null} career={null} services={null} />).querySelector("#doctor-overview-heading ~ p")?.textContent).toBe("Twenty years of practice.");
  });
  it("a doctor's side card: who they are, and the link down to the booking", () => {
    const host = drawn(<DoctorSummaryView title="Professor" name="Dr. Amal Soliman" specialty="Family medicine" branch="Sheikh Zayed Hospital" book={{ href: "#book", label: "Book an appointment" }} />);
    expect([...host.querySelectorAll("p")].map((p) => p.textContent)).toEqual(["Professor", "Dr. Amal Soliman", "Family medicine", "Sheikh Zayed Hospital"]);
    expect(host.querySelector('a[href="#book"]')?.textContent).toBe("Book an appointment");
  });

  it("a doctor's contact links: the branch's phone only when it has one, WhatsApp saying it opens a new tab, numbers read left to right", () => {
    const whatsapp = { label: "WhatsApp support", number: "+966 55 000 1984", newTab: "(opens in a new tab)" };
    const both = drawn(<DoctorContactView text="Prefer to book by phone?" call={{ label: "Call the branch", number: "0238501984" }} whatsapp={whatsapp} />);
    expect(both.querySelector('a[href="tel:0238501984"]')?.textContent).toBe("Call the branch 0238501984");
    const chat = both.querySelector('a[target="_blank"]')!;
    expect(chat.getAttribute("href")).toBe("https://wa.me/966550001984");
    expect(chat.getAttribute("rel")).toBe("noopener noreferrer");
    expect(chat.querySelector(".sr-only")?.textContent).toBe("(opens in a new tab)");
    expect([...both.querySelectorAll("bdi")].map((bdi) => bdi.getAttribute("dir"))).toEqual(["ltr", "ltr"]);
    const noPhone = drawn(<DoctorContactView text="Prefer to book by phone?" call={null} whatsapp={whatsapp} />);
    expect(noPhone.querySelector('a[href^="tel:"]')).toBeNull();
    expect(noPhone.querySelector("p")?.textContent).toBe("Prefer to book by phone?");
  });

  it("a doctor's JSON-LD: an IndividualPhysician with its credentials and where it practises", () => {
    const host = drawn(
      <PhysicianJsonLdView
        name="Dr. Amal Soliman"
        url="https://example.com/en/doctor/amal-soliman"
        knowsAbout={["Family medicine", ""]}
        qualifications={["MBBS, Ain Shams University"]}
        branch={{ name: "Sheikh Zayed Hospital", telephone: "0238501984", country: "EG" }}
        hospital={{ name: "Al Nada Hospitals Egypt", url: "https://example.com/en" }}
      />,
    );
    const data = JSON.parse(host.querySelector('script[type="application/ld+json"]')!.textContent!) as Record<string, unknown>;
    expect(data).toMatchObject({
      "@type": "IndividualPhysician",
      "@id": "https://example.com/en/doctor/amal-soliman#physician",
      knowsAbout: ["Family medicine"],
      hasCredential: [{ "@type": "EducationalOccupationalCredential", name: "MBBS, Ain Shams University" }],
      practicesAt: { "@type": "Hospital", name: "Sheikh Zayed Hospital", address: { "@type": "PostalAddress", addressCountry: "EG" } },
    });
  });
  it("the contact page's channels: each one the settings have, with its link; the others left out", () => {
    const labels = { support: "Unified support (WhatsApp)", phone: "Phone", email: "Email", workingHours: "Working hours", address: "Address", map: "Open in maps", newTab: "(opens in a new tab)" };
    const host = drawn(
      <ContactChannelsView intro="We are here to help." labels={labels} whatsapp="+966 55 000 1984" phone="920001984" email="" workingHours="8 am – 11 pm" address="Prince Sultan Road, Jeddah" />,
    );
    expect([...host.querySelectorAll("dt")].map((dt) => dt.textContent)).toEqual(["Unified support (WhatsApp)", "Phone", "Working hours", "Address"]);
    expect([...host.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
      "https://wa.me/966550001984",
      "tel:920001984",
      "https://www.google.com/maps/search/?api=1&query=Prince%20Sultan%20Road%2C%20Jeddah",
    ]);
    expect(host.querySelectorAll('a[target="_blank"] .sr-only')).toHaveLength(2);
  });
  it("the blog's side column: the list shown marked as the current page, counts read in parentheses, a part without data left out", () => {
    const host = drawn(
      <BlogSidebarView
        categories={{
          title: "Categories",
          items: [
            { href: "/en/blog", name: "All articles", count: null, current: false },
            { href: "/en/categories/diabetes", name: "Diabetes", count: "7 articles", current: true },
          ],
        }}
        week={null}
      />,
    );
    expect(host.querySelector("nav")?.getAttribute("aria-labelledby")).toBe("blog-categories");
    expect(host.querySelector('[aria-current="page"]')?.getAttribute("href")).toBe("/en/categories/diabetes");
    expect(host.querySelector('[aria-current="page"]')?.textContent).toBe("Diabetes(7 articles)");
    expect(host.querySelector('a[href="/en/blog"]')?.textContent).toBe("All articles");
    expect(host.querySelector("section")).toBeNull();
    const week = drawn(<BlogSidebarView categories={null} week={{ title: "Articles of the week", posts: [{ href: "/en/heart", title: "Heart", dateTime: "2026-11-29T08:00:00+03:00", date: "29 November 2026" }] }} />);
    expect(week.querySelector("nav")).toBeNull();
    expect(week.querySelector('li a[href="/en/heart"] + time')?.getAttribute("dateTime")).toBe("2026-11-29T08:00:00+03:00");
  });
});
