import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useLayoutEffect, useRef } from 'react';
import { LoadError } from '../../components/ui/load-error';
import { RouterLink } from '../../components/ui/router-link';
import { ChatAvatar, formatSentAt } from './chat-avatar';
import type { ConversationEntry } from './chat-documents';
import { MessageBox } from './message-box';
import { useConversationMessages } from './use-conversation-messages';
import { LoadingBlock } from '../../components/ui/loading-block';

/** The open conversation: who with and about what, its messages (older ones page in at the top), the box. */
export function ConversationView({ conversation }: { conversation: ConversationEntry }) {
  const thread = useConversationMessages(conversation.id);
  const scroller = useRef<HTMLDivElement>(null);
  const pinned = useRef({
    lastId: undefined as string | undefined,
    firstId: undefined as string | undefined,
    height: 0,
  });

  // A new message at the bottom scrolls to it; older ones loaded at the top keep the reader's place.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const before = pinned.current;
    const firstId = thread.messages[0]?.id;
    const lastId = thread.messages.at(-1)?.id;
    if (lastId !== before.lastId) box.scrollTop = box.scrollHeight;
    else if (firstId !== before.firstId) box.scrollTop += box.scrollHeight - before.height;
    pinned.current = { lastId, firstId, height: box.scrollHeight };
  }, [thread.messages]);

  const onScroll = () => {
    if ((scroller.current?.scrollTop ?? 1) < 40) void thread.loadOlder();
  };

  return (
    <Flex
      as="section"
      aria-label={`Conversation with ${conversation.with.name}`}
      direction="column"
      minH={{ base: '480px', md: 'auto' }}
      minW="0"
    >
      <Flex px="5" py="4" gap="3" align="center" borderBottomWidth="1px" borderColor="border">
        <ChatAvatar image={conversation.with.image} size="9" />
        <Box minW="0">
          <Text fontWeight="semibold" fontSize="sm">
            {conversation.with.name}
          </Text>
          {conversation.product ? (
            <Text fontSize="xs" color="fg.muted" truncate>
              About{' '}
              <RouterLink to={`/product/detail/${conversation.product.id}`}>{conversation.product.name}</RouterLink>
              {conversation.orderId ? ` · order #${conversation.orderId}` : ''}
            </Text>
          ) : null}
        </Box>
      </Flex>
      <Box
        ref={scroller}
        onScroll={onScroll}
        flex="1"
        overflowY="auto"
        maxH={{ base: '480px', md: '560px' }}
        bg="neutral.50"
        p={{ base: '4', md: '6' }}
      >
        {thread.hasOlder ? (
          <Flex justify="center" mb="4">
            <Button size="xs" variant="outline" loading={thread.loadingOlder} onClick={() => void thread.loadOlder()}>
              Older messages
            </Button>
          </Flex>
        ) : null}
        {thread.error && !thread.loaded ? (
          <LoadError subject="the messages" error={thread.error} onRetry={() => void thread.refetch()} />
        ) : !thread.loaded ? (
          <LoadingBlock label="Loading the messages" py="10" />
        ) : thread.messages.length === 0 ? (
          <Text color="fg.muted" fontSize="sm" textAlign="center" py="10">
            No messages yet. Write the first one below.
          </Text>
        ) : (
          <Stack as="ol" listStyleType="none" gap="4" aria-label="Messages">
            {thread.messages.map((message) => (
              <Box as="li" key={message.id} alignSelf={message.mine ? 'flex-end' : 'flex-start'} maxW="75%">
                <Box
                  bg={message.mine ? 'neutral.900' : 'white'}
                  color={message.mine ? 'white' : 'neutral.900'}
                  borderWidth={message.mine ? '0' : '1px'}
                  borderColor="border"
                  px="4"
                  py="3"
                  fontSize="sm"
                  whiteSpace="pre-wrap"
                  overflowWrap="anywhere"
                >
                  {message.body}
                </Box>
                <Text fontSize="2xs" color="fg.muted" mt="1" textAlign={message.mine ? 'right' : 'left'}>
                  {formatSentAt(message.createdAt)}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
      </Box>
      <MessageBox conversationId={conversation.id} onSent={(message) => thread.add([message])} />
    </Flex>
  );
}
