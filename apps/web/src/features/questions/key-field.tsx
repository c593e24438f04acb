/**
 * A refused answer key shown on the refused input only (the pool's 编辑题目): `KeyErrors` wraps a
 * type's key editor with the server's field and message; each input of the editor is a `KeyField`
 * that says which path of the content it edits. After each render the wrapper reads the paths its
 * fields show and places the error (key-error-place.ts): the refused input is marked with the
 * message under it, every other input stays as it is, and a refusal no one input shows (a rule
 * across fields) is said under the editor.
 */
import { Typography } from 'antd';
import { createContext, type ReactNode, useContext, useId, useLayoutEffect, useRef, useState } from 'react';
import { contentPath, type KeyErrorPlace, placeKeyError } from './key-error-place';
import './key-field.css';

interface KeyErrorState {
  place: KeyErrorPlace;
  message: string;
}

const KeyErrorContext = createContext<KeyErrorState | null>(null);

/** The props an input spreads to show it is refused: antd's error status and what screen readers need. */
export interface KeyFieldProps {
  status?: 'error';
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** One input (or a list of them) editing `path` of the content; `children` spreads the props it is given. */
export function KeyField({ path, children }: { path: string; children: (props: KeyFieldProps) => ReactNode }) {
  const error = useContext(KeyErrorContext);
  const id = useId();
  const marked = error?.place.marked.includes(path) ?? false;
  const message = error && error.place.messageAt === path ? error.message : null;
  const props: KeyFieldProps = marked
    ? { status: 'error', 'aria-invalid': true, ...(message ? { 'aria-describedby': id } : {}) }
    : {};
  return (
    <div className="key-field" data-key-path={path}>
      {children(props)}
      {message ? (
        <div id={id} className="key-field-message" role="alert" data-testid="key-field-message">
          {message}
        </div>
      ) : null}
    </div>
  );
}

const samePlace = (a: KeyErrorPlace | null, b: KeyErrorPlace) =>
  a !== null && a.messageAt === b.messageAt && a.marked.join('\n') === b.marked.join('\n');

/** The key editor with the server's refusal, if any: `field` as the 400 named it (`content.…`). */
export function KeyErrors({
  field,
  message,
  children,
}: {
  field: string | null;
  message: string | null;
  children?: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const path = contentPath(field);
  const [place, setPlace] = useState<KeyErrorPlace | null>(null);
  // The inputs are known once rendered: read their paths and place the error before the browser paints.
  useLayoutEffect(() => {
    if (path === null || !box.current) {
      if (place !== null) setPlace(null);
      return;
    }
    const shown = [...box.current.querySelectorAll<HTMLElement>('[data-key-path]')].map((e) => e.dataset.keyPath ?? '');
    const next = placeKeyError(path, shown);
    if (!samePlace(place, next)) setPlace(next);
  });
  const state = path !== null && place && message ? { place, message } : null;
  return (
    <KeyErrorContext.Provider value={state}>
      <div ref={box}>{children}</div>
      {state && state.place.messageAt === null ? (
        <Typography.Text type="danger" role="alert" data-testid="key-editor-message">
          {message}
        </Typography.Text>
      ) : null}
    </KeyErrorContext.Provider>
  );
}
