import React from 'react';
import styles from './badge.module.scss';

export default function Badge({ label }) {
  return <span className={styles.badge}>{label}</span>;
}
