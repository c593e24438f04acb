/** antd's Alert look (icon, tinted box) in plain React, for the sign-in pages' first chunk. */
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import type { CSSProperties, ReactNode } from 'react';
import { SvgIcon } from './svg-icon';

const ICONS = { error: CloseCircleFilled, warning: ExclamationCircleFilled, info: InfoCircleFilled };

interface PlainAlertProps {
  type: keyof typeof ICONS;
  children: ReactNode;
  /** Shown as a close button with this accessible name. */
  closeLabel?: string;
  onClose?: () => void;
  style?: CSSProperties;
  'data-testid'?: string;
}

export function PlainAlert({ type, children, closeLabel, onClose, style, ...rest }: PlainAlertProps) {
  return (
    <div
      role={type === 'info' ? 'status' : 'alert'}
      className={`plain-alert plain-alert-${type}`}
      style={style}
      data-testid={rest['data-testid']}
    >
      <SvgIcon icon={ICONS[type]} className="plain-alert-icon" />
      <div className="plain-alert-text">{children}</div>
      {onClose ? (
        <button type="button" className="plain-alert-close" aria-label={closeLabel} onClick={onClose}>
          <SvgIcon icon={CloseOutlined} />
        </button>
      ) : null}
    </div>
  );
}
