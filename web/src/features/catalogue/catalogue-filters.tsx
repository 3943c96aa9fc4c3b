import { Button, Stack } from '@chakra-ui/react';
import { TOP_RATED_MIN_STARS } from '@spectrum/shared/rules/product-list';
import { ColorDots, FilterSection, OptionList, type NamedOption } from './filter-parts';
import { PriceFilter } from './price-filter';
import { clearFilters, hasFilters, toggleIdFilter, withChange, type ProductListParams } from './product-list-params';

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

const RATING_OPTIONS: ReadonlyArray<NamedOption> = [
  { id: String(TOP_RATED_MIN_STARS), name: `${TOP_RATED_MIN_STARS} stars & up` },
];

/** The plain-text sidebar: categories and brands with counts, a price range, the rating and the colour dots. */
export function CatalogueFilters({ params, categories, brands, colors, counts, onChange }: CatalogueFiltersProps) {
  const categoryCount = countLabels(counts.categories, counts.exact);
  const brandCount = countLabels(counts.brands, counts.exact);
  const colorCount = countLabels(counts.colors, counts.exact);
  return (
    <Stack gap="10">
      <FilterSection title="Categories">
        <OptionList
          options={categories}
          selectedId={params.categoryId}
          countOf={categoryCount}
          onToggle={(id) => onChange(toggleIdFilter(params, 'categoryId', id))}
        />
      </FilterSection>

      <FilterSection title="Price">
        <PriceFilter
          key={`${params.minPrice}-${params.maxPrice}`}
          minPrice={params.minPrice}
          maxPrice={params.maxPrice}
          onApply={(minPrice, maxPrice) => onChange(withChange(params, { minPrice, maxPrice }))}
        />
      </FilterSection>

      <FilterSection title="Rating">
        <OptionList
          options={RATING_OPTIONS}
          selectedId={params.minRating > 0 ? String(params.minRating) : null}
          onToggle={(stars) =>
            onChange(withChange(params, { minRating: params.minRating === Number(stars) ? 0 : Number(stars) }))
          }
        />
      </FilterSection>

      <FilterSection title="Brands">
        <OptionList
          options={brands}
          selectedId={params.brandId}
          countOf={brandCount}
          onToggle={(id) => onChange(toggleIdFilter(params, 'brandId', id))}
        />
      </FilterSection>

      <FilterSection title="Color">
        <ColorDots
          colors={colors}
          selectedId={params.colorId}
          countOf={colorCount}
          onToggle={(id) => onChange(toggleIdFilter(params, 'colorId', id))}
        />
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
