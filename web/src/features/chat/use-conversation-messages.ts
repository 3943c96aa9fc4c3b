import { useApolloClient, useMutation } from '@apollo/client/react';
import { useQuery } from '../../apollo/use-query';
import { LIMITS } from '@spectrum/shared/constants';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { MARK_CONVERSATION_READ, MESSAGES_QUERY, type ChatMessageEntry } from './chat-documents';
import { useChatEvents } from './live-chat';

/**
 * The queries whose counts a read or a new message changes: the conversation list's. The header's badge follows the
 * live inbox instead (its READ and MESSAGE events bring the count), so no page holds a count query to refetch.
 */
export const CHAT_COUNT_QUERIES = ['Conversations'];

function merged(...lists: (readonly ChatMessageEntry[])[]): ChatMessageEntry[] {
  const byId = new Map<string, ChatMessageEntry>();
  for (const list of lists) for (const message of list) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => Number(a.id) - Number(b.id));
}

/**
 * One conversation's messages, oldest first: the newest page, older pages on request (`loadOlder`), and new
 * ones as they arrive (the live socket, or polling when it cannot connect). What the reader sees is marked read.
 */
export function useConversationMessages(conversationId: string) {
  const client = useApolloClient();
  const { data, error, refetch } = useQuery(MESSAGES_QUERY, {
    variables: { conversationId, limit: LIMITS.messagePageSize },
    fetchPolicy: 'network-only',
  });
  const [older, setOlder] = useState<ChatMessageEntry[]>([]);
  const [newer, setNewer] = useState<ChatMessageEntry[]>([]);
  const [olderLeft, setOlderLeft] = useState<boolean | undefined>(undefined);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [markRead] = useMutation(MARK_CONVERSATION_READ, { refetchQueries: CHAT_COUNT_QUERIES });

  const messages = useMemo(() => merged(older, data?.messages.items ?? [], newer), [older, data, newer]);
  const hasOlder = olderLeft ?? data?.messages.hasMore ?? false;
  const lastId = messages.at(-1)?.id;

  const add = useCallback((arrived: readonly ChatMessageEntry[]) => {
    setNewer((current) => merged(current, arrived));
  }, []);

  /** Catches up with everything after the last message shown (after a lost socket, or as the poll). */
  const catchUp = useCallback(async () => {
    if (lastId === undefined) return void refetch();
    const answer = await client.query({
      query: MESSAGES_QUERY,
      variables: { conversationId, after: lastId, limit: LIMITS.maxPageSize },
      fetchPolicy: 'network-only',
    });
    if (answer.data) add(answer.data.messages.items);
  }, [add, client, conversationId, lastId, refetch]);

  useChatEvents({
    onMessage: (message) => {
      if (message.conversationId === conversationId) add([message]);
    },
    onResync: () => void catchUp(),
  });

  const loadOlder = useCallback(async () => {
    const first = messages[0];
    if (!first || loadingOlder || !hasOlder) return;
    setLoadingOlder(true);
    try {
      const answer = await client.query({
        query: MESSAGES_QUERY,
        variables: { conversationId, before: first.id, limit: LIMITS.messagePageSize },
        fetchPolicy: 'network-only',
      });
      if (answer.data) {
        setOlder((current) => merged(answer.data!.messages.items, current));
        setOlderLeft(answer.data.messages.hasMore);
      }
    } finally {
      setLoadingOlder(false);
    }
  }, [client, conversationId, hasOlder, loadingOlder, messages]);

  // What arrives from the other side while the conversation is open is read.
  const lastFromOther = [...messages].reverse().find((message) => !message.mine)?.id;
  useEffect(() => {
    if (lastFromOther === undefined) return;
    void markRead({ variables: { input: { conversationId, upToId: lastFromOther } } }).catch(() => undefined);
  }, [conversationId, lastFromOther, markRead]);

  return { messages, loaded: data !== undefined, error, refetch, hasOlder, loadingOlder, loadOlder, add };
}
