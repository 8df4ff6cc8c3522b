import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';

export default function Crew() {
  return (
    <Layout title="Crew">
      <main>
        <h1>Crew</h1>
        <Link to="/docs/intro">Docs</Link> and <Link to="/docs/missing-page">a page that does not exist</Link>.
      </main>
    </Layout>
  );
}
