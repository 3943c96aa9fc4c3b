import { Box, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { Checkbox } from '../../components/ui/themed/checkbox';
import type { SellingProductOptionsQuery } from '../../__generated__/graphql';
import { SelectField } from '../../components/ui/select-field';
import { ColourSwatch } from './colour-swatch';
import type { SetDraftField } from './details-section';
import { ProblemText, RequiredMark, Section } from './form-parts';
import type { ProductDraft, ProductFieldErrors } from './product-draft';

export type ProductOptions = Pick<SellingProductOptionsQuery, 'categories' | 'brands' | 'colors'>;

interface ListingSectionProps {
  options: ProductOptions;
  draft: ProductDraft;
  errors: ProductFieldErrors;
  onChange: SetDraftField;
}

/** Where the product is listed: categories, brand and colour. */
export function ListingSection({
  options: { categories, brands, colors },
  draft,
  errors,
  onChange,
}: ListingSectionProps) {
  return (
    <Section title="Listing">
      <Stack gap="6">
        <Box as="fieldset" aria-invalid={errors.categoryIds ? true : undefined}>
          <Text as="legend" fontSize="sm" fontWeight="medium" mb="3">
            Categories <RequiredMark />
          </Text>
          <Grid templateColumns={{ base: '1fr 1fr', lg: '1fr 1fr 1fr' }} gap="3">
            {categories.map((category) => (
              <Checkbox.Root
                key={category.id}
                size="sm"
                value={category.id}
                checked={draft.categoryIds.includes(category.id)}
                onCheckedChange={(details) =>
                  onChange(
                    'categoryIds',
                    details.checked === true
                      ? [...draft.categoryIds, category.id]
                      : draft.categoryIds.filter((id) => id !== category.id),
                  )
                }
              >
                <Checkbox.HiddenInput name="categories" />
                <Checkbox.Control />
                <Checkbox.Label fontSize="sm" fontWeight="normal">
                  {category.name}
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Grid>
          {errors.categoryIds && <ProblemText mt="2">{errors.categoryIds}</ProblemText>}
        </Box>

        <SelectField
          label="Brand"
          name="brand_id"
          required
          placeholder="Select a brand"
          value={draft.brandId}
          options={brands.map((brand) => ({ value: brand.id, label: brand.name }))}
          onChange={(chosen) => onChange('brandId', chosen)}
          error={errors.brandId}
        />

        <Box as="fieldset" aria-invalid={errors.colorId ? true : undefined}>
          <Text as="legend" fontSize="sm" fontWeight="medium" mb="3">
            Colour <RequiredMark />
          </Text>
          <Flex wrap="wrap" gap="3">
            {colors.map((color) => (
              <ColourSwatch
                key={color.id}
                id={color.id}
                name={color.name}
                hex={color.hex}
                checked={draft.colorId === color.id}
                onChoose={() => onChange('colorId', color.id)}
              />
            ))}
          </Flex>
          <Text fontSize="sm" color="fg.muted" mt="2" aria-live="polite">
            {colors.find((color) => color.id === draft.colorId)?.name ?? 'No colour chosen'}
          </Text>
          {errors.colorId && <ProblemText>{errors.colorId}</ProblemText>}
        </Box>
      </Stack>
    </Section>
  );
}
