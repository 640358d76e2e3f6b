export type FooterLegalData = {
  /** The copyright line, its year and the site's name said. */
  copyright: string;
  /** The name of the links' navigation landmark. */
  label: string;
  /** The privacy policy, the terms and the site map. */
  links: readonly { href: string; label: string }[];
};

/**
 * The footer's last row: the copyright and the legal links, on every page in both footers. Drawn on
 * the server from its data and kept as drawn (kept-frame.tsx); kept-from-server's wrapper is the
 * row's `footer-bottom` box.
 */
export function FooterLegalView({ copyright, label, links }: FooterLegalData) {
  return (
    <div className="container-page footer-bottom-row">
      <p>{copyright}</p>
      <nav aria-label={label}>
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
