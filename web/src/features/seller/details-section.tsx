import { Flex, Grid, Input, Stack, Textarea } from '@chakra-ui/react';
import { LabelledField } from '../../components/ui/labelled-field';
import { Field } from '../../components/ui/themed/field';
import { WholeNumberInput } from '../../components/ui/whole-number-input';
import { RadioGroup } from '../../components/ui/themed/radio-group';
import type { Condition } from '../../__generated__/graphql';
import { Section } from './form-parts';
import type { ProductDraft, ProductFieldErrors } from './product-draft';

const CONDITIONS: readonly { value: Condition; label: string }[] = [
  { value: 'NEW', label: 'New' },
  { value: 'SECOND', label: 'Second' },
];

export type SetDraftField = <Key extends keyof ProductDraft>(key: Key, value: ProductDraft[Key]) => void;

interface DetailsSectionProps {
  draft: ProductDraft;
  errors: ProductFieldErrors;
  onChange: SetDraftField;
}

/** Name, description, unit price, unit stock and condition. */
export function DetailsSection({ draft, errors, onChange }: DetailsSectionProps) {
  return (
    <Section title="Details">
      <Stack gap="5">
        <LabelledField label="Name" required error={errors.name}>
          <Input
            name="product_name"
            value={draft.name}
            maxLength={120}
            onChange={(event) => onChange('name', event.target.value)}
          />
        </LabelledField>
        <LabelledField label="Description" required error={errors.description}>
          <Textarea
            name="description"
            rows={5}
            value={draft.description}
            onChange={(event) => onChange('description', event.target.value)}
          />
        </LabelledField>
        <Grid templateColumns="1fr 1fr" gap="4">
          <WholeNumberField
            label="Unit Price (Rp)"
            name="price"
            value={draft.price}
            error={errors.price}
            onChange={(value) => onChange('price', value)}
          />
          <WholeNumberField
            label="Unit Stock"
            name="stock"
            value={draft.stock}
            error={errors.stock}
            onChange={(value) => onChange('stock', value)}
          />
        </Grid>
        <Field.Root invalid={Boolean(errors.condition)}>
          <Field.Label fontSize="sm" id="condition-label">
            Condition
          </Field.Label>
          <RadioGroup.Root
            name="conditions"
            aria-labelledby="condition-label"
            value={draft.condition}
            onValueChange={(details) => onChange('condition', (details.value as Condition | null) ?? '')}
            size="sm"
          >
            <Flex gap="6">
              {CONDITIONS.map((condition) => (
                <RadioGroup.Item key={condition.value} value={condition.value} cursor="pointer">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText fontSize="sm">{condition.label}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Flex>
          </RadioGroup.Root>
          <Field.ErrorText>{errors.condition}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </Section>
  );
}

interface WholeNumberFieldProps {
  label: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

function WholeNumberField({ label, name, value, error, onChange }: WholeNumberFieldProps) {
  return (
    <LabelledField label={label} required error={error}>
      <WholeNumberInput name={name} value={value} onChange={onChange} />
    </LabelledField>
  );
}
