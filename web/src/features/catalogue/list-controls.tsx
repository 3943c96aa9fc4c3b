import type { ProductListSort as SortName } from '@spectrum/shared/constants';
import { SelectField } from '../../components/ui/select-field';
import { SORT_OPTIONS } from './product-list-params';

interface SortSelectProps {
  value: SortName;
  /** "Best match" is offered only while searching. */
  searching: boolean;
  onChange: (sort: SortName) => void;
}

export function SortSelect({ value, searching, onChange }: SortSelectProps) {
  const options = SORT_OPTIONS.filter((option) => searching || option.value !== 'relevance');
  return (
    <SelectField
      label="Sort by"
      layout="inline"
      value={value}
      options={options}
      onChange={(sort) => {
        if (sort) onChange(sort);
      }}
    />
  );
}
