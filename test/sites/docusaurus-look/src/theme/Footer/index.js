import Footer from '@theme-original/Footer';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

// A wrapper swizzle: the site's own line above the theme's footer.
export default function FooterWrapper(props) {
  const { siteConfig } = useDocusaurusContext();
  return (
    <>
      <section className="look-footer-extra" aria-label="About">
        {siteConfig.title} is kept by its users.
      </section>
      <Footer {...props} />
    </>
  );
}
