import { useLingui } from '@lingui/react/macro';
import { useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { IconButton } from '../button/button.view.tsx';
import { Icon } from '../icon/icon.view.tsx';
import './form-field.css';

export type TextFieldType = 'text' | 'email' | 'password' | 'tel' | 'url' | 'search' | 'number';

export type TextFieldProps = {
  readonly label: string;
  readonly name: string;
  readonly type?: TextFieldType;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  /** Help shown before the visitor types (a format, a rule); read with the field. */
  readonly hint?: string;
  /** Translated messages for every rule that fails, shown together (e.g. each failing password rule). */
  readonly errors?: readonly string[];
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly autoComplete?: string;
  readonly inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** `ltr` for emails, codes and addresses in an Arabic page. */
  readonly dir?: 'ltr' | 'rtl' | 'auto';
  readonly placeholder?: string;
  readonly maxLength?: number;
  readonly id?: string;
};

type FieldFrameProps = Omit<TextFieldProps, 'type'> & {
  readonly type: TextFieldType;
  readonly action?: ReactNode;
  /** Addresses and secrets are not prose: no autocorrect, capitals or spell checking. */
  readonly literal?: boolean;
};

/** Label, hint, input and error list, wired together with ids. */
function FieldFrame({ label, name, type, value, onChange, onBlur, hint, errors = [], required, disabled, autoComplete, inputMode, dir, placeholder, maxLength, id, action, literal = type === 'email' || type === 'password' || type === 'url' }: FieldFrameProps) {
  const base = useId();
  const inputId = id ?? `${base}input`;
  const hintId = `${base}hint`;
  const errorsId = `${base}errors`;
  const invalid = errors.length > 0;
  const describedBy = [hint === undefined ? '' : hintId, invalid ? errorsId : ''].filter(Boolean).join(' ');
  return (
    <div className={invalid ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={inputId}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {hint !== undefined && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <div className={action === undefined ? 'field__control' : 'field__control field__control--with-action'}>
        <input
          className="field__input"
          id={inputId}
          name={name}
          type={type}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy === '' ? undefined : describedBy}
          aria-required={required || undefined}
          disabled={disabled}
          autoComplete={autoComplete}
          inputMode={inputMode}
          dir={dir}
          placeholder={placeholder}
          maxLength={maxLength}
          spellCheck={literal ? false : undefined}
          autoCapitalize={literal ? 'off' : undefined}
          autoCorrect={literal ? 'off' : undefined}
        />
        {action !== undefined && <div className="field__action">{action}</div>}
      </div>
      {invalid && (
        <ul className="field__errors" id={errorsId}>
          {errors.map((error) => (
            <li className="field__error" key={error}>
              <Icon name="alert" size={16} />
              <span>{error}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A labelled text input with an optional hint and inline, translated error messages. */
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  return <FieldFrame {...props} type={type} />;
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete'> & {
  /** `current-password` to sign in, `new-password` to set or change one (lets password managers help). */
  readonly autoComplete?: 'current-password' | 'new-password';
};

/**
 * A password input with a show/hide toggle. Whether the text is visible is presentation only, so the field
 * keeps it itself; the toggle has a constant name and says its state with aria-pressed.
 */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useLingui();
  const [revealed, setRevealed] = useState(false);
  return (
    <FieldFrame
      {...props}
      type={revealed ? 'text' : 'password'}
      literal
      action={
        <IconButton
          icon={revealed ? 'eye-off' : 'eye'}
          label={t`Show password`}
          aria-pressed={revealed}
          size="sm"
          disabled={props.disabled}
          onClick={() => setRevealed((shown) => !shown)}
        />
      }
    />
  );
}
