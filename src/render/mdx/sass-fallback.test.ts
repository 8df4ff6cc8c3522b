/** Sass met with no `sass` installed (the site's packages not installed): the class names it declares, and nothing else. */
import { expect, test } from 'vitest';
import { classSkeleton } from './sass-modules.ts';

test('every class of the Sass, nested or joined, once; numbers, comments, interpolations and ids are not classes', () => {
  const scss = [
    '@use "sass:math";',
    '$gap: 0.5rem; // .not-a-class in a comment',
    '/* .neither { } */',
    '.banner { padding: 1.25em $gap; .title { font-size: math.div(3, 2) * 1rem; } &.active { color: red; } }',
    '#main .card-list > .card:hover, .-negative { margin: .5rem; }',
    '.wrap-#{$name} { width: 10px; }',
  ].join('\n');
  expect(classSkeleton(scss).split('\n')).toEqual([
    '.banner {}',
    '.title {}',
    '.active {}',
    '.card-list {}',
    '.card {}',
    '.-negative {}',
  ]);
  expect(classSkeleton('$x: 1;')).toBe('');
});
