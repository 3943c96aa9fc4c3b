import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { UnreadCount } from '../../components/ui/unread-count';
import { ChatAvatar } from './chat-avatar';
import type { ConversationEntry } from './chat-documents';

interface ConversationListProps {
  conversations: readonly ConversationEntry[];
  activeId: string | undefined;
  onOpen: (id: string) => void;
}

/** The reader's conversations: the other side's name and picture, what it is about, the last message, unread. */
export function ConversationList({ conversations, activeId, onOpen }: ConversationListProps) {
  return (
    <Flex
      as="ul"
      listStyleType="none"
      direction={{ base: 'row', md: 'column' }}
      overflowX={{ base: 'auto', md: 'visible' }}
      aria-label="Conversations"
    >
      {conversations.map((conversation) => {
        const active = conversation.id === activeId;
        const preview = conversation.lastMessage
          ? `${conversation.lastMessage.mine ? 'You: ' : ''}${conversation.lastMessage.body}`
          : 'No messages yet';
        return (
          <Box as="li" key={conversation.id} minW={{ base: '240px', md: 'auto' }}>
            <chakra.button
              type="button"
              display="flex"
              w="full"
              textAlign="left"
              gap="3"
              alignItems="center"
              px="5"
              py="4"
              cursor="pointer"
              bg={active ? 'neutral.100' : undefined}
              _hover={{ bg: 'neutral.50' }}
              borderBottomWidth={{ md: '1px' }}
              borderColor="border"
              aria-current={active ? 'true' : undefined}
              onClick={() => onOpen(conversation.id)}
            >
              <ChatAvatar image={conversation.with.image} size="11" />
              <Box minW="0" flex="1">
                <Text fontSize="sm" fontWeight="semibold" truncate>
                  {conversation.with.name}
                </Text>
                {conversation.product ? (
                  <Text fontSize="2xs" color="fg.muted" truncate>
                    About {conversation.product.name}
                    {conversation.orderId ? ` · order #${conversation.orderId}` : ''}
                  </Text>
                ) : null}
                <Text fontSize="xs" color="fg.muted" truncate>
                  {preview}
                </Text>
              </Box>
              <UnreadCount count={conversation.unreadCount} />
            </chakra.button>
          </Box>
        );
      })}
    </Flex>
  );
}
