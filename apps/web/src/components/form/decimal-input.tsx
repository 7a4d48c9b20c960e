import { TextInput, type TextInputProps } from '@mantine/core';
import { useState, type ChangeEvent, type Ref } from 'react';
import { useFormat } from '../../lib/format';

type DecimalInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  /** The decimal the form holds (`'1250000.5'`; a schema's input may also allow a number), or nothing. */
  value: string | number | null | undefined;
  /**
   * The typed number as a decimal string for the API, '' when the field is emptied, or the text as
   * typed when it is no number (the form's schema then says so under the field).
   */
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
};

/**
 * An amount or quantity field that reads the page's decimal mark (docs/product-rules.md §
 * Numbers and dates): `1250000,50` where the company writes a decimal comma, `1,250,000.50` where it
 * writes a point. It shows the form's value with that mark and keeps what the user types as typed.
 */
export function DecimalInput({ value: held, onChange, ...props }: DecimalInputProps) {
  const format = useFormat();
  const value = held === null || held === undefined ? '' : String(held);
  const shown = (decimal: string) => (decimal ? format.numbers.editable(decimal) : '');
  const [typed, setTyped] = useState({ text: shown(value), value });
  // A value set from outside (reset, a saved draft) replaces what is shown.
  if (value !== typed.value) setTyped({ text: shown(value), value });
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    const decimal = text.trim() === '' ? '' : (format.parse(text) ?? text.trim());
    setTyped({ text, value: decimal });
    onChange(decimal);
  };
  return <TextInput inputMode="decimal" {...props} value={typed.text} onChange={change} />;
}
