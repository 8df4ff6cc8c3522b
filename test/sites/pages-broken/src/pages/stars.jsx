import Layout from '@theme/Layout';
import GitHubButton from 'react-github-btn';
import IconExternalLink from '@theme/IconExternalLink';

export default function Stars() {
  return (
    <Layout title="Stars">
      <main>
        <h1>Star the reef</h1>
        <GitHubButton href="https://github.com/reef/reef">Star</GitHubButton>
        <IconExternalLink />
      </main>
    </Layout>
  );
}
