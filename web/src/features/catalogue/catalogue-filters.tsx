import { Box, Button, Flex, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Field } from '../../components/ui/themed/field';
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  clearFilters,
  GRAPHQL_INT_MAX,
  hasFilters,
  toggleIdFilter,
  withChange,
  type ProductListParams,
} from './product-list-params';

interface NamedOption {
  id: string;
  name: string;
}

interface FacetCount {
  id: string;
  count: number;
}

/** For the current search and filters, what each choice would give (each list under the other filters). */
export interface CatalogueCounts {
  /** False when the search matched more than the store counts: every count is then a lower bound. */
  exact: boolean;
  categories: ReadonlyArray<FacetCount>;
  brands: ReadonlyArray<FacetCount>;
  colors: ReadonlyArray<FacetCount>;
}

export interface CatalogueFiltersProps {
  params: ProductListParams;
  categories: ReadonlyArray<NamedOption>;
  brands: ReadonlyArray<NamedOption>;
  colors: ReadonlyArray<NamedOption & { hex: string }>;
  counts: CatalogueCounts;
  onChange: (next: ProductListParams) => void;
}

function countLabels(facets: ReadonlyArray<FacetCount>, exact: boolean): (id: string) => string {
  const byId = new Map(facets.map((facet) => [facet.id, facet.count]));
  return (id) => `${byId.get(id) ?? 0}${exact ? '' : '+'}`;
}

/** The plain-text sidebar: categories and brands with counts, a price range and the colour dots. */
export function CatalogueFilters({ params, categories, brands, colors, counts, onChange }: CatalogueFiltersProps) {
  const categoryCount = countLabels(counts.categories, counts.exact);
  const brandCount = countLabels(counts.brands, counts.exact);
  const colorCount = countLabels(counts.colors, counts.exact);
  return (
    <Stack gap="10">
      <FilterSection title="Categories">
        <Stack as="ul" listStyleType="none" gap="1">
          {categories.map((category) => (
            <li key={category.id}>
              <OptionButton
                selected={params.categoryId === category.id}
                onClick={() => onChange(toggleIdFilter(params, 'categoryId', category.id))}
                trailing={categoryCount(category.id)}
              >
                {category.name}
              </OptionButton>
            </li>
          ))}
        </Stack>
      </FilterSection>

      <FilterSection title="Price">
        <PriceFilter
          key={`${params.minPrice}-${params.maxPrice}`}
          minPrice={params.minPrice}
          maxPrice={params.maxPrice}
          onApply={(minPrice, maxPrice) => onChange(withChange(params, { minPrice, maxPrice }))}
        />
      </FilterSection>

      <FilterSection title="Brands">
        <Stack as="ul" listStyleType="none" gap="1">
          {brands.map((brand) => (
            <li key={brand.id}>
              <OptionButton
                selected={params.brandId === brand.id}
                onClick={() => onChange(toggleIdFilter(params, 'brandId', brand.id))}
                trailing={brandCount(brand.id)}
              >
                {brand.name}
              </OptionButton>
            </li>
          ))}
        </Stack>
      </FilterSection>

      <FilterSection title="Color">
        <Flex as="ul" listStyleType="none" gap="3" wrap="wrap">
          {colors.map((color) => {
            const selected = params.colorId === color.id;
            return (
              <li key={color.id}>
                <Box
                  asChild
                  display="block"
                  w="7"
                  h="7"
                  borderRadius="full"
                  cursor="pointer"
                  style={{ backgroundColor: color.hex }}
                  outline={selected ? '2px solid' : '1px solid'}
                  outlineColor={selected ? 'neutral.900' : 'transparent'}
                  outlineOffset="3px"
                  transition="outline-color 0.2s, transform 0.2s"
                  _hover={{ transform: 'scale(1.1)' }}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'neutral.500', outlineOffset: '3px' }}
                  position="relative"
                >
                  <button
                    type="button"
                    aria-label={color.name}
                    aria-pressed={selected}
                    title={`${color.name} (${colorCount(color.id)})`}
                    onClick={() => onChange(toggleIdFilter(params, 'colorId', color.id))}
                  >
                    {selected && <SelectedMark />}
                  </button>
                </Box>
              </li>
            );
          })}
        </Flex>
      </FilterSection>

      <Button
        variant="outline"
        size="sm"
        alignSelf="flex-start"
        disabled={!hasFilters(params)}
        onClick={() => onChange(clearFilters(params))}
      >
        Clear filters
      </Button>
    </Stack>
  );
}

function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading
        as="h2"
        fontSize="sm"
        fontWeight="semibold"
        letterSpacing="0.14em"
        textTransform="uppercase"
        mb="4"
        pb="3"
        borderBottomWidth="1px"
        borderColor="border"
      >
        {title}
      </Heading>
      {children}
    </Box>
  );
}

interface OptionButtonProps {
  selected: boolean;
  onClick: () => void;
  trailing?: ReactNode;
  children: ReactNode;
}

function OptionButton({ selected, onClick, trailing, children }: OptionButtonProps) {
  return (
    <Button
      variant="plain"
      aria-pressed={selected}
      onClick={onClick}
      w="100%"
      h="9"
      px="0"
      justifyContent="space-between"
      fontSize="sm"
      fontWeight={selected ? 'semibold' : 'normal'}
      color={selected ? 'neutral.900' : 'neutral.600'}
      _hover={{ color: 'neutral.900' }}
    >
      <Text as="span" textDecoration={selected ? 'underline' : 'none'} textUnderlineOffset="4px">
        {children}
      </Text>
      {trailing !== undefined && (
        <Text as="span" color="fg.muted" fontWeight="normal">
          {trailing}
        </Text>
      )}
    </Button>
  );
}

function SelectedMark() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="white"
      strokeWidth="3"
      aria-hidden="true"
      focusable="false"
      style={{ position: 'absolute', top: '50%', left: '50%', transform: 'translate(-50%, -50%)' }}
    >
      <path d="m5 12 5 5 9-10" />
    </svg>
  );
}

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

function PriceFilter({ minPrice, maxPrice, onApply }: PriceFilterProps) {
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
          <Field.Root invalid={problem !== null}>
            <Field.Label fontSize="xs" color="fg.muted">
              Min price
            </Field.Label>
            <Input
              name="minPrice"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              size="sm"
              value={minText}
              onChange={(event) => setMinText(event.target.value)}
            />
          </Field.Root>
          <Text as="span" aria-hidden="true" pb="2" color="fg.muted">
            –
          </Text>
          <Field.Root invalid={problem !== null}>
            <Field.Label fontSize="xs" color="fg.muted">
              Max price
            </Field.Label>
            <Input
              name="maxPrice"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              size="sm"
              value={maxText}
              onChange={(event) => setMaxText(event.target.value)}
            />
          </Field.Root>
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
