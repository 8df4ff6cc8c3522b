import type { SimplePageProps } from 'docsgen';

/** Overrides only the theme's footer; every other component is the theme's. */
export function Footer(props: SimplePageProps) {
  return (
    <footer className="footer kiln-footer">
      <p>Fired in the {props.site.settings.title} kiln · {props.site.settings.footer.copyright}</p>
    </footer>
  );
}
