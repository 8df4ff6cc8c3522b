import React from 'react';

export default function Features() {
  return <p className="features">Features from the JavaScript file</p>;
}
