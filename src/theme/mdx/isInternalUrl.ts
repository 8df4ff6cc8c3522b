/** A URL with a scheme (`https:`, `mailto:`) or starting with `//` leaves the site. */
export function hasProtocol(url: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
}

/** `@docusaurus/isInternalUrl`: a path of this site (`/docs/x`, `./x`, `#top`), not a URL elsewhere. */
export default function isInternalUrl(url: string | undefined): boolean {
  return typeof url === 'string' && !hasProtocol(url);
}
