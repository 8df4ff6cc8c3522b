/** Meant to replace the theme's footer, but the name is misspelt: the theme never reads it. */
export function Footer() {
  return <footer className="footer">Never shown</footer>;
}
