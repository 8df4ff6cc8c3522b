import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';

export default function People() {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout title="People">
      <main>
        <h1>Our people</h1>
        <ul>
          {siteConfig.customFields.people.map((person) => (
            <li key={person.name}>
              {person.name}, {person.role}
            </li>
          ))}
        </ul>
        <p>{siteConfig.customFields.contact}</p>
      </main>
    </Layout>
  );
}
