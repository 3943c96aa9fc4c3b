import { useQuery } from '../../apollo/use-query';
import { Box, Flex, Input, Text } from '@chakra-ui/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { ProductImage } from '../../components/ui/product-image';
import { SEARCH_SUGGESTIONS_QUERY, toSuggestions, useSuggestionText, type Suggestion } from './search-suggestions';

interface SearchComboboxProps {
  text: string;
  onTextChange: (text: string) => void;
  /** Called after a suggestion was chosen and its page opened. */
  onChosen: () => void;
  /** Take the focus when mounted. */
  autoFocus?: boolean;
}

const KIND_LABEL: Record<Suggestion['kind'], string> = { product: 'Product', category: 'Category', brand: 'Brand' };

/**
 * The search box as a WAI-ARIA combobox (list autocomplete): from the second character it lists up to 8
 * suggestions (categories, brands, products with their thumbnails). Arrow keys move through them (the input
 * keeps the focus; `aria-activedescendant` names the active one), Enter opens the active one (or, with none,
 * submits the search), Escape closes the list (the arrows open it again). A tap or click opens a suggestion.
 */
export function SearchCombobox({ text, onTextChange, onChosen, autoFocus }: SearchComboboxProps) {
  const navigate = useNavigate();
  const listId = useId();
  const asked = useSuggestionText(text);
  const { data, previousData } = useQuery(SEARCH_SUGGESTIONS_QUERY, {
    variables: { text: asked ?? '' },
    skip: asked === null,
  });
  const suggestions = asked === null ? [] : toSuggestions((data ?? previousData)?.searchSuggestions);
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const open = !dismissed && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (suggestion: Suggestion) => {
    void navigate(suggestion.to);
    onChosen();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      setDismissed(false);
      if (!open) {
        setActive(event.key === 'ArrowDown' ? 0 : count - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past either end the focus returns to the text (no active option), as the pattern's examples do.
      setActive((current) => {
        const next = current + step;
        return next < -1 ? count - 1 : next >= count ? -1 : next;
      });
    } else if (event.key === 'Enter' && open && active >= 0 && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === 'Escape' && open) {
      // The list closes; the search band around it stays open (it closes on the next Escape).
      setDismissed(true);
      setActive(-1);
    }
  };

  return (
    <Box position="relative" flex="1">
      <Input
        name="search"
        role="combobox"
        aria-label="Search products"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        autoFocus={autoFocus}
        placeholder="Search here ..."
        value={text}
        onChange={(event) => {
          onTextChange(event.target.value);
          setDismissed(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setDismissed(true)}
        onFocus={() => setDismissed(false)}
        size="lg"
        variant="flushed"
        fontSize={{ base: 'md', md: 'lg' }}
      />
      <Box
        as="ul"
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!open}
        position="absolute"
        zIndex="dropdown"
        top="100%"
        insetX="0"
        mt="1"
        bg="white"
        borderWidth="1px"
        borderColor="neutral.200"
        boxShadow="md"
        listStyleType="none"
        maxH="70vh"
        overflowY="auto"
      >
        {suggestions.map((suggestion, index) => (
          <Flex
            as="li"
            key={suggestion.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            align="center"
            gap="3"
            px="3"
            py="2"
            minH="12"
            cursor="pointer"
            bg={index === active ? 'neutral.100' : undefined}
            _hover={{ bg: 'neutral.100' }}
            // Keeps the focus in the input, so the list is not closed by the blur before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
          >
            {suggestion.kind === 'product' && (
              <Box w="10" h="10" flexShrink={0} bg="neutral.100" overflow="hidden" aria-hidden="true">
                {suggestion.image && <ProductImage thumbnail={suggestion.image} alt="" sizes="40px" />}
              </Box>
            )}
            <Text flex="1" lineClamp="1">
              {suggestion.label}
            </Text>
            <Text fontSize="xs" color="neutral.600">
              {KIND_LABEL[suggestion.kind]}
            </Text>
          </Flex>
        ))}
      </Box>
    </Box>
  );
}
