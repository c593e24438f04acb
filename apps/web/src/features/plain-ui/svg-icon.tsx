/**
 * An antd icon drawn from its plain definition (@ant-design/icons-svg), without @ant-design/icons
 * and its runtime: the sign-in pages use it so the first page carries no antd (docs/architecture.md,
 * "First page"). Same paths, same 1em box, same currentColor as antd's icons.
 */
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactElement } from 'react';
import './plain-ui.css';

function draw(node: AbstractNode, key: number): ReactElement {
  const { class: className, ...attrs } = node.attrs;
  return createElement(
    node.tag,
    { key, ...attrs, className },
    (node.children ?? []).map((child, index) => draw(child, index)),
  );
}

interface SvgIconProps {
  icon: IconDefinition;
  className?: string;
  spin?: boolean;
}

export function SvgIcon({ icon, className, spin = false }: SvgIconProps) {
  const node = typeof icon.icon === 'function' ? icon.icon('currentColor', '#e6f4ff') : icon.icon;
  return (
    <span
      role="img"
      aria-hidden="true"
      className={['plain-icon', spin ? 'plain-icon-spin' : '', className ?? ''].filter(Boolean).join(' ')}
    >
      {createElement(
        'svg',
        { ...node.attrs, width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': true },
        (node.children ?? []).map((child, index) => draw(child, index)),
      )}
    </span>
  );
}
