import React from 'react';
import Missing from '@site/static/img/not-in-the-repository.svg';

export default function Features(): JSX.Element {
  return (
    <p>
      <Missing /> A TypeScript copy the site does not use
    </p>
  );
}
