import React from 'react';

export default function Comments({ title }) {
  return <section className="post-comments">Discuss “{title}”</section>;
}
