import Link from '@docusaurus/Link';
import IconExternalLink from '@theme/IconExternalLink';

export default function Footer() {
  return (
    <footer className="footer">
      <Link href="https://press.example.test">
        Our press <IconExternalLink />
      </Link>
    </footer>
  );
}
