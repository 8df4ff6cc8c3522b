import './_demo.css';
import styles from './_banner.module.scss';

export default function Demo() {
  return (
    <main>
      <h1 className="demo-title">Demo page</h1>
      <p className={styles.banner}>A banner styled with Sass.</p>
    </main>
  );
}
