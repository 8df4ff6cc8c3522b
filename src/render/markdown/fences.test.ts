import { describe, expect, it } from 'vitest';
import { fenceTracker } from './fences.ts';

const inCode = (text: string) => {
  const track = fenceTracker();
  return text.split('\n').map((line) => track(line));
};

describe('fenceTracker', () => {
  it('marks fence lines and what is between them, and nothing else', () => {
    expect(inCode('a\n```sh\n:::note\n```\nb')).toEqual([false, true, true, true, false]);
  });

  it('closes only on the same character, at least as long, alone on its line', () => {
    expect(inCode('````\n```\n~~~~\n```` x\n````\nafter')).toEqual([true, true, true, true, true, false]);
  });

  it('leaves an unclosed fence open to the end', () => {
    expect(inCode('~~~\n# not a heading')).toEqual([true, true]);
  });
});
