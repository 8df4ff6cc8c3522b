import React from 'react';
import styles from './Berth.module.css';

// A component styled by a CSS module, which goes through the site's PostCSS like custom.css.
export default function Berth({ children }) {
  return <span className={styles.berth}>{children}</span>;
}
