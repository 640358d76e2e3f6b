import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DoctorFactsView } from "@/components/doctors/doctor-facts-view";
import { AboutSectionsView } from "@/components/static/about-sections-view";
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
});
