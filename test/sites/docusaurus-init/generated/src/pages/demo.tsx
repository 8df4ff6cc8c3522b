import './_demo.css';

export default function Demo() {
  return (
    <main>
      <h1 className="demo-title">Demo page</h1>
    </main>
  );
}
