// A home page kept from Docusaurus 1: it reads the site's config from its `config` prop, inside the theme's providers.
const React = require('react');
import LayoutProvider from '@theme/Layout/Provider';
import Footer from '@theme/Footer';

class Welcome extends React.Component {
  render() {
    const { config: siteConfig } = this.props;
    const { baseUrl, tagline } = siteConfig;
    return (
      <main className="welcome">
        <h1>{siteConfig.title}</h1>
        <p className="tagline">{tagline}</p>
        <a href={`${baseUrl}docs/plain`}>Start reading</a>
      </main>
    );
  }
}

export default function Home(props) {
  return (
    <LayoutProvider>
      <Welcome {...props} />
      <Footer />
    </LayoutProvider>
  );
}
