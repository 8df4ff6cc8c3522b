import { Redirect } from '@docusaurus/router';

// A home page that only sends visitors on to the docs, as many Docusaurus sites have.
export default function Home() {
  return <Redirect to="/relay/docs/intro" />;
}
