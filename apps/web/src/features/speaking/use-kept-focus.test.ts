// @vitest-environment happy-dom
import { act, createElement, Fragment } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useKeptFocus } from './use-kept-focus';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Step = 'idle' | 'recording' | 'uploading';

/** A recorder's buttons by state: start, then pause and finish (new elements), then a disabled start. */
function Box({ step }: { step: Step }) {
  const kept = useKeptFocus<HTMLDivElement>(step);
  const button = (name: string, disabled = false) => createElement('button', { key: name, disabled }, name);
  const buttons =
    step === 'recording'
      ? [button('pause'), button('finish')]
      : [button(step === 'idle' ? 'start' : 'start-busy', step === 'uploading')];
  return createElement(
    Fragment,
    null,
    createElement('div', { ...kept, 'data-testid': 'box' }, buttons),
    createElement('button', { key: 'outside' }, 'outside'),
  );
}

let root: Root | null = null;
let host: HTMLElement | null = null;
const render = (step: Step) => act(() => root?.render(createElement(Box, { step })));
const named = (name: string) =>
  [...(host?.querySelectorAll('button') ?? [])].find((b) => b.textContent === name) as HTMLButtonElement;

function mount(step: Step) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  render(step);
}

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
});

describe('useKeptFocus', () => {
  it('puts the focus on the first enabled button when the focused one goes, waiting out a disabled state', () => {
    mount('recording');
    act(() => named('finish').focus());
    render('uploading');
    // Only a disabled button: nothing to focus yet.
    expect(host?.contains(document.activeElement)).toBe(false);
    render('idle');
    expect(document.activeElement).toBe(named('start'));
  });

  it('leaves the focus alone once the user moved it out of the box, even when it later falls to the page', () => {
    mount('idle');
    act(() => named('start').focus());
    act(() => named('outside').focus());
    render('recording');
    expect(document.activeElement).toBe(named('outside'));
    act(() => named('outside').blur());
    render('idle');
    expect(host?.contains(document.activeElement)).toBe(false);
  });

  it('does not take the focus when it was never in the box', () => {
    mount('recording');
    render('idle');
    expect(document.activeElement).not.toBe(named('start'));
  });
});
