import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UiProviders } from '../../app/providers';
import { SelectField } from './select-field';

const SIZES = [
  { value: 'small', label: 'Small' },
  { value: 'large', label: 'Large' },
] as const;
type Size = (typeof SIZES)[number]['value'];

function SizeField({ onChange, error }: { onChange: (value: Size | '') => void; error?: string }) {
  const [value, setValue] = useState<Size | ''>('');
  return (
    <SelectField
      label="Size"
      name="size"
      placeholder="Choose a size"
      options={SIZES}
      value={value}
      error={error}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function renderField(error?: string) {
  const onChange = vi.fn<(value: Size | '') => void>();
  render(
    <UiProviders>
      <SizeField onChange={onChange} error={error} />
    </UiProviders>,
  );
  return { onChange, user: userEvent.setup() };
}

describe('SelectField', () => {
  it('is a select named by its label, with the placeholder first and then the options', () => {
    renderField();
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(select).toHaveAttribute('name', 'size');
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a size',
      'Small',
      'Large',
    ]);
  });

  it('hands the chosen option’s value to onChange and shows it chosen', async () => {
    const { onChange, user } = renderField();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'Large');
    expect(onChange).toHaveBeenCalledWith('large');
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('large');
  });

  it('shows an error under the select and marks it invalid', () => {
    renderField('Choose a size first.');
    expect(screen.getByText('Choose a size first.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('marks a required field required', () => {
    render(
      <UiProviders>
        <SelectField label="Brand" required value="" placeholder="Select a brand" options={SIZES} onChange={() => {}} />
      </UiProviders>,
    );
    expect(screen.getByRole('combobox', { name: /Brand/ })).toBeRequired();
  });

  it('shows no error and is valid without one', () => {
    renderField();
    expect(screen.getByRole('combobox', { name: 'Size' })).not.toHaveAttribute('aria-invalid', 'true');
  });
});
