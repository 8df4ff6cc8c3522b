import { useState } from 'react';
import styles from './Counter.module.css';

export default function Counter({ start, label }: { start: number; label: string }) {
  const [count, setCount] = useState(start);
  return (
    <div className={styles.counter}>
      <span className={styles.value} data-testid="count">
        {label}: {count}
      </span>{' '}
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        Add one
      </button>
    </div>
  );
}
