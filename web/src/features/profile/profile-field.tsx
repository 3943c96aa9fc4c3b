import { Button, Flex, Input, Textarea } from '@chakra-ui/react';
import { Field } from '../../components/ui/themed/field';
import type { Ref } from 'react';
import { PencilIcon } from '../../components/ui/icons';
import { SelectField } from '../../components/ui/select-field';
import type { EditableProfileField } from './update-profile';

export const GENDER_OPTIONS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
] as const;

type Gender = (typeof GENDER_OPTIONS)[number]['value'];

function isGender(value: string): value is Gender {
  return GENDER_OPTIONS.some((option) => option.value === value);
}

const FIELD_LABELS: Record<EditableProfileField, string> = {
  displayName: 'Display name',
  gender: 'Gender',
  storeName: 'Store name',
  storeDescription: 'Store description',
};

interface ProfileFieldProps {
  field: EditableProfileField;
  controlRef: Ref<HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement>;
  editing: boolean;
  value: string;
  onEdit: () => void;
  onChange: (value: string) => void;
}

/** One editable profile value: read-only with an Edit control until that is clicked, then editable. */
export function ProfileField({ field, controlRef, editing, value, onEdit, onChange }: ProfileFieldProps) {
  const label = FIELD_LABELS[field];
  if (field === 'gender' && editing) {
    return (
      <SelectField
        ref={controlRef}
        label={label}
        name="gender"
        placeholder="Choose gender"
        options={GENDER_OPTIONS}
        value={isGender(value) ? value : ''}
        onChange={onChange}
      />
    );
  }
  return (
    <Field.Root>
      <Flex w="100%" justify="space-between" align="center" gap="3">
        <Field.Label fontSize="sm">{label}</Field.Label>
        {!editing && (
          <Button
            variant="plain"
            size="xs"
            layerStyle="quietAction"
            fontSize="xs"
            px="1"
            gap="1.5"
            aria-label={`Edit ${label.toLowerCase()}`}
            onClick={onEdit}
          >
            <PencilIcon size={14} />
            Edit
          </Button>
        )}
      </Flex>
      <TextControl field={field} controlRef={controlRef} editing={editing} value={value} onChange={onChange} />
    </Field.Root>
  );
}

type TextControlProps = Omit<ProfileFieldProps, 'onEdit'>;

function TextControl({ field, controlRef, editing, value, onChange }: TextControlProps) {
  if (field === 'gender') {
    const shown = GENDER_OPTIONS.find((option) => option.value === value)?.label ?? value;
    return <Input ref={controlRef} name="gender" value={shown} placeholder="Not set" readOnly />;
  }
  const placeholder = field === 'displayName' ? 'Displayname' : editing ? '' : 'Not set';
  if (field === 'storeDescription') {
    return (
      <Textarea
        ref={controlRef}
        name="store_desc"
        rows={4}
        value={value}
        placeholder={placeholder}
        readOnly={!editing}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <Input
      ref={controlRef}
      name={field === 'displayName' ? 'display_name' : 'store_name'}
      value={value}
      placeholder={placeholder}
      readOnly={!editing}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
