import React from 'react';
import video from './showcase.mp4';

export default function Showcase(): JSX.Element {
  return <video className="showcase" src={video} muted />;
}
