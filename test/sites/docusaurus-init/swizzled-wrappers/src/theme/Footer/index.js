import React from 'react';
import Footer from '@theme-original/Footer';

export default function FooterWrapper(props) {
  return (
    <>
      <Footer {...props} />
      <div className="footer-extra">Made by the lantern crew</div>
    </>
  );
}
