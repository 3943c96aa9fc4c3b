import { useApolloClient } from '@apollo/client/react';
import { useQuery } from '../apollo/use-query';
import { Box, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { ROLES } from '@spectrum/shared/constants';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { LoadError } from '../components/ui/load-error';
import { PageContainer } from '../components/ui/page-container';
import { PageMeta } from '../components/ui/page-meta';
import { RouterLink } from '../components/ui/router-link';
import { useSession } from '../features/auth/use-session';
import { CONVERSATIONS_QUERY } from '../features/chat/chat-documents';
import { ConversationList } from '../features/chat/conversation-list';
import { ConversationView } from '../features/chat/conversation-view';
import { useChatEvents, useChatPolling, useInbox } from '../features/chat/live-chat';
import { startSubjectOf, useStartConversation } from '../features/chat/use-start-conversation';
import { useLiveConnected } from '../lib/live-connection';
import { loginPathFor } from '../lib/return-to';
import { hasRole, isSignedIn } from '../lib/session';
import { EmptyState } from '../components/ui/empty-state';
import { LoadingBlock } from '../components/ui/loading-block';

/** Conversations shown in the list (the most recent ones). */
export const CONVERSATIONS_SHOWN = 50;

/** Messages between customers and sellers: the conversations, the open one, and its message box. */
export default function ChatPage() {
  const session = useSession();
  return (
    <>
      <PageMeta title="Chat" personal />
      <PageContainer py={{ base: '8', md: '14' }}>
        <Heading as="h1" size="xl" mb={{ base: '6', md: '8' }}>
          Chat
        </Heading>
        {isSignedIn(session) ? <Conversations customer={hasRole(session, ROLES.customer)} /> : <SignInFirst />}
      </PageContainer>
    </>
  );
}

function Conversations({ customer }: { customer: boolean }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { data, error, loading, refetch } = useQuery(CONVERSATIONS_QUERY, {
    variables: { limit: CONVERSATIONS_SHOWN },
    fetchPolicy: 'cache-and-network',
  });
  // "Ask the seller" (a product's page, an order line) leads here with what to ask about; customers only.
  const product = searchParams.get('product');
  const line = searchParams.get('line');
  const subject = useMemo(() => (customer ? startSubjectOf(product, line) : null), [customer, product, line]);
  // Started once the list's first answer is in, which the new conversation then joins.
  const starting = useStartConversation(
    loading ? null : subject,
    {
      onStarted: (id) => setSearchParams({ c: id }, { replace: true }),
      onRefused: () => setSearchParams({}, { replace: true }),
    },
    CONVERSATIONS_SHOWN,
  );
  // New messages arrive over the live socket; without it the page asks for news every few seconds.
  useInbox();
  useChatPolling(!useLiveConnected());
  // Asked past the cache: a refetch in the first seconds after the page loaded is answered from the cache (the
  // hydration window), which would leave out a conversation that just began.
  const client = useApolloClient();
  const refreshList = () => {
    const variables = { limit: CONVERSATIONS_SHOWN };
    client
      .query({ query: CONVERSATIONS_QUERY, variables, fetchPolicy: 'no-cache' })
      .then(({ data: fresh }) => {
        if (fresh) client.writeQuery({ query: CONVERSATIONS_QUERY, variables, data: fresh });
      })
      .catch(() => undefined);
  };
  useChatEvents({ onMessage: refreshList, onResync: refreshList });

  if (error && !data) return <LoadError subject="your conversations" error={error} onRetry={() => void refetch()} />;
  if (!data || starting || (loading && subject)) {
    return <LoadingBlock label="Loading your conversations" py="16" />;
  }
  const conversations = data.conversations.items;
  if (conversations.length === 0) {
    return (
      <EmptyState
        title="No conversations yet"
        description="Ask a seller about a product from its page, and the conversation shows here."
      />
    );
  }
  const asked = searchParams.get('c');
  const active = conversations.find((conversation) => conversation.id === asked) ?? conversations[0]!;
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', md: '300px minmax(0, 1fr)' }}
      layerStyle="framed"
      minH={{ md: '560px' }}
    >
      <Box
        as="section"
        aria-labelledby="contacts-heading"
        minW="0"
        borderRightWidth={{ md: '1px' }}
        borderBottomWidth={{ base: '1px', md: '0' }}
        borderColor="border"
      >
        <Text id="contacts-heading" px="5" py="4" textStyle="smallCaps" layerStyle="ruledBelow">
          Conversations
        </Text>
        <ConversationList
          conversations={conversations}
          activeId={active.id}
          onOpen={(id) => setSearchParams({ c: id }, { replace: true })}
        />
      </Box>
      <ConversationView key={active.id} conversation={active} />
    </Grid>
  );
}

function SignInFirst() {
  const location = useLocation();
  return (
    <Stack align="center" gap="5" py={{ base: '10', md: '16' }} textAlign="center">
      <Text color="fg.muted">Log in to talk with sellers and customers.</Text>
      <Button asChild size="lg">
        <RouterLink to={loginPathFor(`${location.pathname}${location.search}`)}>Login</RouterLink>
      </Button>
    </Stack>
  );
}
