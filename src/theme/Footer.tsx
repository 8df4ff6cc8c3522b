import type { SimplePageProps } from 'docsgen';

export function Footer(props: SimplePageProps) {
  return (
    <footer className="footer">
      <div className="footer-inner">{props.site.settings.footer.copyright}</div>
    </footer>
  );
}
