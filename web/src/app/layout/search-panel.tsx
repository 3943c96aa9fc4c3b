import { Flex, IconButton } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../components/ui/icons';
import { PageContainer } from '../../components/ui/page-container';
import { SearchCombobox } from '../../features/catalogue/search-combobox';
import { updatePersistedState } from '../../lib/persisted-state';

export function productSearchPath(text: string): string {
  const query = text.trim();
  return query ? `/product?${new URLSearchParams({ search: query })}` : '/product';
}

/**
 * The product search band under the header; remembers the text and opens the product list, or a suggestion's
 * page (search-combobox.tsx).
 */
export function SearchPanel({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');

  return (
    <PageContainer>
      <form
        role="search"
        aria-label="Products"
        onSubmit={(event) => {
          event.preventDefault();
          const searchText = text.trim();
          updatePersistedState((saved) => ({ ...saved, searchText }));
          void navigate(productSearchPath(searchText));
          onDone();
        }}
      >
        <Flex maxW="720px" mx="auto" gap="2">
          {/* The band opens to be typed in. Its popover moves the focus in one frame after opening, which on a busy
              machine can come before the band is mounted; the box takes the focus itself as it mounts. */}
          <SearchCombobox text={text} onTextChange={setText} onChosen={onDone} autoFocus />
          <IconButton type="submit" aria-label="Submit search" size="lg">
            <SearchIcon />
          </IconButton>
        </Flex>
      </form>
    </PageContainer>
  );
}
