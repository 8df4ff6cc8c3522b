import React from 'react';
import Content from '@theme-original/Navbar/Content';

export default function ContentWrapper(props) {
  return (
    <>
      <Content {...props} />
      <span className="launch-notice">Next launch Friday</span>
    </>
  );
}
