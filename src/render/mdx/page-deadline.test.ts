import { expect, test } from 'vitest';
import { pageProcess, RenderTimeout, withDeadline } from './page-deadline.ts';

test('a loop is stopped at the deadline, and the thread goes on', () => {
  expect(() =>
    withDeadline(() => {
      for (;;);
    }, 200),
  ).toThrow(RenderTimeout);
  expect(withDeadline(() => 1 + 1, 200)).toBe(2);
});

test("errors of the page's code pass through", () => {
  expect(() =>
    withDeadline(() => {
      throw new TypeError('x is undefined');
    }, 1000),
  ).toThrow(TypeError);
});

test('the process a page sees reads like the real one but cannot end the build', () => {
  const p = pageProcess as NodeJS.Process;
  expect(p.env).toBe(process.env);
  expect(p.cwd()).toBe(process.cwd());
  expect(() => p.exit(0)).toThrow(/cannot be called from a page/);
  expect(() => p.kill(process.pid)).toThrow(/cannot be called from a page/);
});
