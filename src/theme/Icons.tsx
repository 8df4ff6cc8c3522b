/**
 * Inline icons drawn for this site (24x24 unless noted). No `focusable="false"`: only Internet
 * Explorer made an <svg> focusable, and it cannot run the site's module scripts anyway.
 */
export function GithubIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 1.5a10.5 10.5 0 0 0-3.3 20.46c.52.1.71-.23.71-.5v-1.85c-2.92.63-3.54-1.24-3.54-1.24-.48-1.22-1.17-1.54-1.17-1.54-.95-.65.07-.64.07-.64 1.06.07 1.61 1.09 1.61 1.09.94 1.6 2.46 1.14 3.06.87.1-.68.37-1.14.67-1.4-2.33-.27-4.78-1.17-4.78-5.19 0-1.15.41-2.08 1.08-2.82-.1-.27-.47-1.34.1-2.79 0 0 .88-.28 2.89 1.08a10 10 0 0 1 5.26 0c2-1.36 2.88-1.08 2.88-1.08.58 1.45.21 2.52.1 2.79.68.74 1.08 1.67 1.08 2.82 0 4.03-2.45 4.91-4.79 5.17.38.33.71.97.71 1.96v2.9c0 .28.19.61.72.5A10.5 10.5 0 0 0 12 1.5Z"
      />
    </svg>
  );
}

/**
 * The navbar's icons, drawn once in /img/icons.svg (a theme static file, cached) instead of in
 * every page: each page keeps a small <svg> that points at its symbol.
 */
function SpriteIcon({ id, size, className }: { id: string; size: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} aria-hidden="true">
      <use href={`/img/icons.svg#${id}`} />
    </svg>
  );
}

export function SunIcon() {
  return <SpriteIcon id="sun" size={22} className="icon-sun" />;
}

export function MoonIcon() {
  return <SpriteIcon id="moon" size={22} className="icon-moon" />;
}

/** A screen: the colour mode follows the system. */
export function SystemIcon() {
  return <SpriteIcon id="system" size={22} className="icon-system" />;
}

export function SearchIcon() {
  return <SpriteIcon id="search" size={18} />;
}

export function ExternalIcon() {
  return (
    <svg className="icon-external" viewBox="0 0 24 24" width="13" height="13" aria-hidden="true">
      <path
        fill="currentColor"
        d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14V3ZM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z"
      />
    </svg>
  );
}

export function MenuIcon() {
  return <SpriteIcon id="menu" size={26} />;
}

export function CheckBadge() {
  return (
    <svg className="check-badge" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        fill="currentColor"
        d="m12 1.8 2.6 1.9 3.2-.1.9 3.1 2.6 1.9-1 3 1 3.1-2.6 1.9-.9 3.1-3.2-.1L12 22.2l-2.6-1.9-3.2.1-.9-3.1-2.6-1.9 1-3.1-1-3 2.6-1.9.9-3.1 3.2.1L12 1.8Zm-1.2 13.7 6-6-1.4-1.4-4.6 4.6-2.2-2.2-1.4 1.4 3.6 3.6Z"
      />
    </svg>
  );
}
