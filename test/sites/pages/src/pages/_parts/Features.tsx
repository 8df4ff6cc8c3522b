import styles from './Features.module.css';

const FEATURES = ['Light hulls', 'Quick docking', 'Calm seas'];

/** A partial: imported by the home page, never a page of its own. */
export function Features() {
  return (
    <section className={styles.features}>
      <h2>Why Harbor</h2>
      <ul>
        {FEATURES.map((f) => (
          <li key={f} className={styles.feature}>
            {f}
          </li>
        ))}
      </ul>
    </section>
  );
}
