import { Flex, Spinner } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { LoadError } from '../../components/ui/load-error';
import { Pager, type PagePosition } from '../../components/ui/pager';

/** One page of a seller's list, as the BFF answers it. */
export interface SellerListPage<Item> {
  items: readonly Item[];
  pageInfo: PagePosition;
}

interface SellerListProps<Item> {
  /** The page on screen: the current answer, or the previous one while the next loads. */
  list: SellerListPage<Item> | undefined;
  loading: boolean;
  error: { message: string } | undefined;
  onRetry: () => void;
  /** What the list holds, for the spinner's name and the load error ("your orders"). */
  subject: { loading: string; error: string };
  onPage: (page: number) => void;
  /** The table of a non-empty page. */
  children: (items: readonly Item[]) => ReactNode;
  /** What an empty list shows. */
  empty: ReactNode;
}

/**
 * The body of a seller's paged list: its table and pager, the empty state, the spinner of a first load or
 * the load error. A page left past the end (a delete or a status change emptied the last one) steps back to
 * the new last page.
 */
export function SellerList<Item>({
  list,
  loading,
  error,
  onRetry,
  subject,
  onPage,
  children,
  empty,
}: SellerListProps<Item>) {
  useEffect(() => {
    const pastTheEnd = list && list.items.length === 0 && list.pageInfo.page > list.pageInfo.totalPage;
    if (pastTheEnd) onPage(list.pageInfo.totalPage);
  });

  if (list) {
    if (list.items.length === 0) return empty;
    return (
      <>
        {children(list.items)}
        <Pager count="sentence" labels={{ navigation: 'Pages' }} position={list.pageInfo} onPage={onPage} />
      </>
    );
  }
  if (loading) {
    return (
      <Flex justify="center" py="16">
        <Spinner size="lg" color="neutral.900" aria-label={subject.loading} />
      </Flex>
    );
  }
  return <LoadError subject={subject.error} error={error} onRetry={onRetry} />;
}
