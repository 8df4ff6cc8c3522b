import React from 'react';
import styles from './styles.module.scss';

export default function Hero({ children }) {
  return (
    <header className={styles.hero}>
      <p className={styles.tagline}>{children}</p>
    </header>
  );
}
