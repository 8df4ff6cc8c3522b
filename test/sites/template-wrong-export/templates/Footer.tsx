/** Meant to replace the theme's footer, but exported under another name than the theme imports. */
export function SiteFooter() {
  return <footer className="footer">Our footer</footer>;
}
