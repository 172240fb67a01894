import { render } from '@testing-library/react';
import { adoptStyleSheet, useStyleSheet } from './use-style-sheet';

function Styled({ css }: { css: string }) {
  const ref = useStyleSheet(css);
  return <div ref={ref}>styled</div>;
}

afterEach(() => document.head.querySelectorAll('style[data-portal-sheet]').forEach((style) => style.remove()));

it("puts a remote's styles into the document once, however often it renders", () => {
  render(<Styled css=".a{color:red}" />);
  render(<Styled css=".a{color:red}" />);
  expect([...document.head.querySelectorAll('style[data-portal-sheet]')].map((style) => style.textContent)).toEqual(['.a{color:red}']);
});

it('puts them into the shadow root the component renders in, not into the page', () => {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  root.append(container);
  render(<Styled css=".b{color:blue}" />, { container });
  expect(root.querySelector('style[data-portal-sheet]')?.textContent).toBe('.b{color:blue}');
  expect(document.head.querySelector('style[data-portal-sheet]')).toBeNull();
  adoptStyleSheet(root, '.b{color:blue}');
  expect(root.querySelectorAll('style[data-portal-sheet]')).toHaveLength(1);
  host.remove();
});
