import Layout from '@theme/Layout';

function Tide() {
  const depth = window.innerHeight;
  return <p>Depth {depth}</p>;
}

export default function Home() {
  return (
    <Layout title="Reef">
      <Tide />
    </Layout>
  );
}
