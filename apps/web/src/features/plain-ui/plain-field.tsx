/**
 * A labelled input with antd's large Input look (prefix icon, red border and message under it when
 * invalid, a show/hide eye for passwords), in plain React for the sign-in pages. The message is tied
 * to the input (aria-describedby, aria-invalid) so a screen reader reads it with the field.
 */
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { type InputHTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SvgIcon } from './svg-icon';

interface PlainFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  id: string;
  label: string;
  prefix: IconDefinition;
  error: string | null;
}

export function PlainField({ id, label, prefix, error, type = 'text', ...input }: PlainFieldProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const isPassword = type === 'password';
  const errorId = `${id}-error`;
  return (
    <div className={`plain-field${error ? ' has-error' : ''}`}>
      <label className="plain-field-label" htmlFor={id}>
        {label}
      </label>
      <span className="plain-field-box">
        <SvgIcon icon={prefix} className="plain-field-prefix" />
        <input
          id={id}
          type={isPassword && shown ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {isPassword ? (
          <button
            type="button"
            className="plain-field-eye"
            aria-label={shown ? t('a11y.hidePassword') : t('a11y.showPassword')}
            aria-pressed={shown}
            onClick={() => setShown((value) => !value)}
          >
            <SvgIcon icon={shown ? EyeOutlined : EyeInvisibleOutlined} />
          </button>
        ) : null}
      </span>
      <div className="plain-field-error" id={errorId} aria-live="polite">
        {error}
      </div>
    </div>
  );
}
