/** antd's Button look (primary, default, ghost, text; large; block; loading) in plain React, for the sign-in pages. */
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { SvgIcon } from './svg-icon';

interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'default' | 'ghost' | 'text';
  large?: boolean;
  block?: boolean;
  loading?: boolean;
  icon?: ReactNode;
}

export function PlainButton({
  variant = 'default',
  large = false,
  block = false,
  loading = false,
  icon,
  className,
  children,
  type = 'button',
  ...rest
}: PlainButtonProps) {
  const classes = ['plain-button', `plain-button-${variant}`, large ? 'plain-button-large' : '', block ? 'block' : ''];
  return (
    <button
      type={type}
      className={[...classes, loading ? 'loading' : '', className ?? ''].filter(Boolean).join(' ')}
      aria-busy={loading || undefined}
      {...rest}
      onClick={loading ? undefined : rest.onClick}
    >
      {loading ? <SvgIcon icon={LoadingOutlined} spin /> : icon}
      {children ? <span>{children}</span> : null}
    </button>
  );
}
