import type { FieldRootProps } from '@chakra-ui/react';
import { Field } from './themed/field';
import { NativeSelect } from './themed/native-select';
import type { ReactNode, Ref } from 'react';

export interface SelectOption<Value extends string = string> {
  value: Value;
  label: string;
}

interface SelectFieldProps<Value extends string> {
  label: ReactNode;
  value: Value | '';
  options: readonly SelectOption<Value>[];
  /** Called with one of the options' values (or '' for the placeholder). */
  onChange: (value: Value | '') => void;
  name?: string;
  /** An empty first choice ("Choose gender") for a field that may have none yet. */
  placeholder?: string;
  /** A message under the select; marks it invalid. */
  error?: string | null;
  required?: boolean;
  /** `inline` puts a quiet label beside a small select, for list controls such as a sort order. */
  layout?: 'stacked' | 'inline';
  /** A cap on a stacked field's width (a list's filter beside its table). */
  maxW?: FieldRootProps['maxW'];
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select with its options and, when given, the problem with the choice. */
export function SelectField<Value extends string>({
  label,
  value,
  options,
  onChange,
  name,
  placeholder,
  error,
  required = false,
  layout = 'stacked',
  maxW,
  ref,
}: SelectFieldProps<Value>) {
  const inline = layout === 'inline';
  const toValue = (raw: string): Value | '' | undefined =>
    raw === '' && placeholder !== undefined ? '' : options.find((option) => option.value === raw)?.value;

  return (
    <Field.Root
      required={required}
      invalid={Boolean(error)}
      orientation={inline ? 'horizontal' : 'vertical'}
      gap={inline ? '3' : undefined}
      w={inline ? 'auto' : undefined}
      maxW={maxW}
    >
      <Field.Label
        fontSize="sm"
        color={inline ? 'fg.muted' : undefined}
        fontWeight={inline ? 'normal' : undefined}
        whiteSpace={inline ? 'nowrap' : undefined}
      >
        {label}
        {required && (
          <>
            {' '}
            <Field.RequiredIndicator />
          </>
        )}
      </Field.Label>
      <NativeSelect.Root size={inline ? 'sm' : undefined} w={inline ? '36' : undefined}>
        <NativeSelect.Field
          ref={ref}
          name={name}
          value={value}
          onChange={(event) => {
            const chosen = toValue(event.target.value);
            if (chosen !== undefined) onChange(chosen);
          }}
          borderRadius="0"
          borderColor={inline ? 'neutral.300' : undefined}
          fontSize={inline ? 'sm' : undefined}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
