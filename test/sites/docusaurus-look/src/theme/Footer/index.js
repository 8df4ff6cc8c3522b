import Footer from '@theme-original/Footer';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

// A wrapper swizzle: the site's own line above the theme's footer.
export default function FooterWrapper(props) {
  const { siteConfig } = useDocusaurusContext();
  return (
    <>
      <div className="look-footer-extra">{siteConfig.title} is kept by its users.</div>
      <Footer {...props} />
    </>
  );
}
