import React from 'react';
import Details from '@docusaurus/theme-classic/lib/theme/Details';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './OptionTable.module.css';

export default function OptionTable({ name, init, values }) {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Details summary={<summary>Option <code>{name}</code></summary>}>
      <table className={styles.table}>
        <tbody>
          <tr><th>Default</th><td>{init}</td></tr>
          <tr><th>Values</th><td>{values.map(String).join(' | ')}</td></tr>
          <tr><th>Package</th><td>{siteConfig.customFields.package}</td></tr>
        </tbody>
      </table>
    </Details>
  );
}
