import { telHref } from "@/components/ui/phone";
import { PhoneNumber } from "@/components/ui/phone-number";
import { FooterColumn } from "./footer-column";
import type { FooterGridData } from "./footer-grid-data";
import { FooterSupport } from "./footer-support";
import { Logo } from "./logo";
import { MenuItem } from "./menu-entry";

/**
 * The networks whose mark the stylesheet draws (`.footer-social .social-<network>::before`,
 * globals.css, from lib/icons/shapes.ts); any other link gets the globe there.
 */
const DRAWN_NETWORKS = new Set(["facebook", "x", "instagram", "youtube", "linkedin", "snapchat", "tiktok"]);

/**
 * The full footer's columns: the group with its support number, the business units with their
 * phones, the footer's and "web more" links, the social networks. Drawn on the server only
 * (kept-frame.tsx); its columns, lists and links are styled from their containers (globals.css,
 * "The footer"), so what repeats carries no class list.
 */
export function FooterGridView({ locale, siteName, homeLabel, about, newTab, support, units, links, more, social }: FooterGridData) {
  return (
    <>
      <div className="footer-about">
        <Logo locale={locale} siteName={siteName} label={homeLabel} tone="inverse" />
        <p>{about}</p>
        {support && <FooterSupport {...support} newTab={newTab} />}
      </div>

      {units.items.length > 0 && (
        <FooterColumn id="footer-units" title={units.title} className="lg:col-span-3" listClassName="footer-units">
          {units.items.map((unit) => (
            <li key={unit.id}>
              <p>{unit.name}</p>
              {/* The phone's icon is drawn by the stylesheet (`.footer-units a::before`, globals.css). */}
              {unit.phone && (
                <a href={telHref(unit.phone)} aria-label={`${units.call[0]}${unit.name}${units.call[1]}: ${unit.phone}`}>
                  <PhoneNumber value={unit.phone} />
                </a>
              )}
            </li>
          ))}
        </FooterColumn>
      )}

      {links.items.length > 0 && (
        <FooterColumn as="nav" id="footer-links" title={links.title} className="lg:col-span-2" listClassName="footer-links">
          {links.items.map((entry) => (
            <MenuItem key={entry.id} entry={entry} newTab={newTab} />
          ))}
        </FooterColumn>
      )}

      <div className="footer-end">
        {more.items.length > 0 && (
          <FooterColumn as="nav" id="footer-more" title={more.title} listClassName="footer-links">
            {more.items.map((entry) => (
              <MenuItem key={entry.id} entry={entry} newTab={newTab} />
            ))}
          </FooterColumn>
        )}
        {social.items.length > 0 && (
          <FooterColumn id="footer-social" title={social.title} listClassName="footer-social">
            {social.items.map(({ network, url, name }) => (
              <li key={network}>
                <a href={url} target="_blank" rel="noopener noreferrer" {...(DRAWN_NETWORKS.has(network) ? { className: `social-${network}` } : {})}>
                  {/* One text, not three: the markup writes each of a JSX text's parts apart. */}
                  <span className="sr-only">{`${name} ${newTab}`}</span>
                </a>
              </li>
            ))}
          </FooterColumn>
        )}
      </div>
    </>
  );
}
