import React from 'react';
import styles from './styles.module.scss';
import reserved from './reserved.module.css';
import intro from '@site/static/media/intro.mp4';

const badge = 'badge.png';

export default function Hero({ children }) {
  return (
    <header className={styles.hero}>
      <p className={styles.tagline}>{children}</p>
      <video className={reserved.new} src={intro} muted />
      <img alt="badge" src={require('@site/static/img/' + badge).default} />
    </header>
  );
}
