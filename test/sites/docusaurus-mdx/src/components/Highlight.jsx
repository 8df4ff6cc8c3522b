import React from 'react';
import styles from './Highlight.module.css';

export default function Highlight({ children, color = '#25c2a0' }) {
  return <span className={styles.highlight} style={{ backgroundColor: color }}>{children}</span>;
}
