import React from 'react';

export default function FooterCopyright({ copyright }) {
  return <div className="footer-copyright slipway-copyright">© {copyright}, every year</div>;
}
