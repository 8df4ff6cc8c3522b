import React from 'react';
import styles from './Stars.module.css';

export default function Stars({ repo, count }) {
  return (
    <a className={`navbar__item ${styles.stars}`} href={`https://github.com/${repo}`}>
      ★ {count.toLocaleString('en')} stars
    </a>
  );
}
