/**
 * Every icon of the site, as the inside of an SVG on a 24 px grid. They are served once, as the
 * symbols of `/icons.svg` (app/icons.svg/route.ts), and each page only references them: an icon
 * costs a page about 100 bytes of HTML and of React payload instead of its whole path data.
 *
 * `line` icons are drawn by the `.icon` class (stroke, no fill: styles/globals.css); `glyph` icons
 * are filled shapes (brand marks). A shape may carry its own fill or stroke width where it differs.
 * Changing this file changes the sprite's URL (next.config.ts), so browsers never mix versions.
 */
export const iconShapes = {
  "chevron-forward": { kind: "line", body: '<path d="m9 6 6 6-6 6"/>' },
  "chevron-back": { kind: "line", body: '<path d="m15 6-6 6 6 6"/>' },
  "arrow-forward": { kind: "line", body: '<path d="M5 12h14M13 6l6 6-6 6"/>' },
  "chevron-down": { kind: "line", body: '<path d="m6 9 6 6 6-6"/>' },
  menu: { kind: "line", body: '<path d="M4 7h16M4 12h16M4 17h16"/>' },
  close: { kind: "line", body: '<path d="M6 6l12 12M18 6 6 18"/>' },
  calendar: {
    kind: "line",
    body: '<rect x="3.5" y="5" width="17" height="15.5" rx="2.5"/><path d="M3.5 10h17M8 3v4M16 3v4"/>',
  },
  phone: {
    kind: "line",
    body: '<path d="M5 4h3.2l1.6 4-2 1.3a11 11 0 0 0 6.9 6.9l1.3-2 4 1.6V19a2 2 0 0 1-2.2 2A17 17 0 0 1 3 6.2 2 2 0 0 1 5 4Z"/>',
  },
  pin: {
    kind: "line",
    body: '<path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z"/><circle cx="12" cy="10" r="2.3"/>',
  },
  stethoscope: {
    kind: "line",
    body: '<path d="M6 3.5v5a4 4 0 0 0 8 0v-5M6 3.5H4.5M14 3.5h1.5M10 12.5v2a5 5 0 0 0 10 0v-2"/><circle cx="20" cy="10.5" r="2"/>',
  },
  search: { kind: "line", body: '<circle cx="11" cy="11" r="7"/><path d="m20 20-4-4"/>' },
  filter: { kind: "line", body: '<path d="M4 6h16M7 12h10M10 18h4"/>' },
  user: { kind: "line", body: '<circle cx="12" cy="8" r="4"/><path d="M4 20.5c1.5-3.8 4.5-5.5 8-5.5s6.5 1.7 8 5.5"/>' },
  globe: {
    kind: "line",
    body: '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z"/>',
  },
  home: { kind: "line", body: '<path d="M4 10.5 12 4l8 6.5V20a1 1 0 0 1-1 1h-4.5v-6h-5v6H5a1 1 0 0 1-1-1Z"/>' },
  pause: { kind: "line", body: '<path d="M9 5v14M15 5v14" stroke-width="2.4"/>' },
  play: { kind: "line", body: '<path d="M8 5.5v13l10-6.5Z" fill="currentColor"/>' },
  clock: { kind: "line", body: '<circle cx="12" cy="12" r="8.5"/><path d="M12 7.5V12l3 2"/>' },
  download: { kind: "line", body: '<path d="M12 4v11M7 10.5l5 4.5 5-4.5M5 19.5h14"/>' },
  alert: { kind: "line", body: '<circle cx="12" cy="12" r="8.5"/><path d="M12 7.5v5.5M12 16.5v.01" stroke-width="2.2"/>' },
  "check-circle": { kind: "line", body: '<circle cx="12" cy="12" r="8.5"/><path d="m8.3 12.3 2.5 2.5 4.9-5.1"/>' },
  whatsapp: {
    kind: "glyph",
    body: '<path d="M12 2.2A9.7 9.7 0 0 0 3.7 16.9L2.3 21.8l5-1.3A9.7 9.7 0 1 0 12 2.2Zm0 17.7a8 8 0 0 1-4.1-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8 8 0 1 1 12 19.9Zm4.4-6c-.2-.1-1.4-.7-1.7-.8-.2-.1-.4-.1-.5.1l-.8 1c-.1.2-.3.2-.5.1a6.6 6.6 0 0 1-3.3-2.9c-.2-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.5-.4h-.5a.9.9 0 0 0-.7.3 2.8 2.8 0 0 0-.9 2.1 4.9 4.9 0 0 0 1 2.6 11.2 11.2 0 0 0 4.3 3.8c1.6.7 2.2.7 3 .6a2.6 2.6 0 0 0 1.7-1.2 2.1 2.1 0 0 0 .2-1.2c-.1-.1-.2-.2-.5-.3Z"/>',
  },
  facebook: {
    kind: "glyph",
    body: '<path d="M13.5 21v-7.6h2.6l.4-3h-3V8.5c0-.9.3-1.5 1.5-1.5h1.6V4.3a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21Z"/>',
  },
  x: {
    kind: "glyph",
    body: '<path d="M17.2 3.5h3L13.7 11l7.7 9.5h-6l-4.7-6-5.4 6h-3l7-7.9L1.9 3.5h6.2l4.2 5.5Zm-1 15.3h1.7L7.3 5.1H5.5Z"/>',
  },
  instagram: {
    kind: "line",
    body: '<rect x="3.5" y="3.5" width="17" height="17" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.3" cy="6.7" r="0.6" fill="currentColor"/>',
  },
  youtube: {
    kind: "glyph",
    body: '<path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8A26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3Z"/>',
  },
  linkedin: {
    kind: "glyph",
    body: '<path d="M6.9 8.7H3.6V20h3.3ZM5.3 3.5a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8ZM20.4 13.5c0-3-1.6-4.9-4.2-4.9a3.7 3.7 0 0 0-3.3 1.8V8.7H9.7V20H13v-5.9c0-1.6.6-2.8 2.1-2.8s2 1.2 2 2.9V20h3.3Z"/>',
  },
  snapchat: {
    kind: "line",
    body: '<path d="M12 3.5c2.8 0 4.6 2 4.6 4.8v2.2l1.7-.5c.6 0 .8.7.3 1l-1.8 1c.5 1.7 1.8 3 3.4 3.5-.4.8-1.6 1-2.6 1.2l-.4 1.3-1.9-.2c-1.1.3-2 1.7-3.3 1.7s-2.2-1.4-3.3-1.7l-1.9.2-.4-1.3C5.4 17.2 4.2 17 3.8 16.2c1.6-.5 2.9-1.8 3.4-3.5l-1.8-1c-.5-.3-.3-1 .3-1l1.7.5V8.3C7.4 5.5 9.2 3.5 12 3.5Z"/>',
  },
  tiktok: {
    kind: "glyph",
    body: '<path d="M16.6 3h-3.2v12.2a2.7 2.7 0 1 1-2.7-2.7c.3 0 .5 0 .8.1V9.3a6 6 0 1 0 5.1 5.9V9.1a7.3 7.3 0 0 0 4.2 1.3V7.2A4.3 4.3 0 0 1 16.6 3Z"/>',
  },
} as const satisfies Record<string, { kind: "line" | "glyph"; body: string }>;

export type IconName = keyof typeof iconShapes;

/** The sprite document: one `<symbol id="{name}">` per icon. */
export function iconSprite(): string {
  const symbols = Object.entries(iconShapes)
    .map(([name, shape]) => `<symbol id="${name}" viewBox="0 0 24 24">${shape.body}</symbol>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>`;
}
