import { Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Field } from '../../components/ui/themed/field';
import { WholeNumberInput } from '../../components/ui/whole-number-input';
import { GRAPHQL_INT_MAX } from './product-list-params';

interface PriceFilterProps {
  minPrice: number;
  maxPrice: number;
  onApply: (minPrice: number, maxPrice: number) => void;
}

/** Reads a price box: blank is 0 (no bound); anything else must be a whole number of rupiah. */
export function parsePriceInput(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= GRAPHQL_INT_MAX ? value : null;
}

/** The price range: two boxes in rupiah, applied together; 0 leaves that end open. */
export function PriceFilter({ minPrice, maxPrice, onApply }: PriceFilterProps) {
  const [minText, setMinText] = useState(String(minPrice));
  const [maxText, setMaxText] = useState(String(maxPrice));
  const [problem, setProblem] = useState<string | null>(null);

  function apply(event: FormEvent) {
    event.preventDefault();
    const min = parsePriceInput(minText);
    const max = parsePriceInput(maxText);
    if (min === null || max === null) {
      setProblem('Prices must be whole numbers of rupiah.');
      return;
    }
    if (max > 0 && min > max) {
      setProblem('The minimum price is above the maximum.');
      return;
    }
    setProblem(null);
    onApply(min, max);
  }

  return (
    <Stack asChild gap="4">
      <form aria-label="Price filter" onSubmit={apply} noValidate>
        <HStack gap="3" align="flex-end">
          <PriceInput
            label="Min price"
            name="minPrice"
            value={minText}
            onChange={setMinText}
            invalid={problem !== null}
          />
          <Text as="span" aria-hidden="true" pb="2" color="fg.muted">
            –
          </Text>
          <PriceInput
            label="Max price"
            name="maxPrice"
            value={maxText}
            onChange={setMaxText}
            invalid={problem !== null}
          />
        </HStack>
        {problem && (
          <Text role="alert" fontSize="xs" color="fg.error">
            {problem}
          </Text>
        )}
        <Flex justify="space-between" align="center" gap="3">
          <Text fontSize="xs" color="fg.muted">
            0 means no limit
          </Text>
          <Button type="submit" size="xs">
            Filter
          </Button>
        </Flex>
      </form>
    </Stack>
  );
}

interface PriceInputProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
}

function PriceInput({ label, name, value, onChange, invalid }: PriceInputProps) {
  return (
    <Field.Root invalid={invalid}>
      <Field.Label fontSize="xs" color="fg.muted">
        {label}
      </Field.Label>
      <WholeNumberInput name={name} size="sm" value={value} onChange={onChange} />
    </Field.Root>
  );
}
