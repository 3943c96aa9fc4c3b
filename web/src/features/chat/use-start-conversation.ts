import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { toastFailure } from '../../lib/toasts';
import { CONVERSATIONS_QUERY, START_CONVERSATION } from './chat-documents';

/** What the chat page's address asks to start: a conversation about a product or about an order line. */
export type StartSubject = { productId: string } | { lineId: string };

const ID_PATTERN = /^[1-9]\d{0,8}$/;

/** The subject in the chat page's address (`?product=12` or `?line=34`), or null when it names none or a bad id. */
export function startSubjectOf(productId: string | null, lineId: string | null): StartSubject | null {
  if (productId !== null) return ID_PATTERN.test(productId) ? { productId } : null;
  if (lineId !== null) return ID_PATTERN.test(lineId) ? { lineId } : null;
  return null;
}

/**
 * Starts (or finds) the customer's conversation the address asks for, once, and hands its id on; a refusal
 * (no such product, not their line) is said in a toast. True while it is on its way.
 */
export function useStartConversation(
  subject: StartSubject | null,
  handlers: { onStarted: (conversationId: string) => void; onRefused: () => void },
  listLimit: number,
): boolean {
  // A new conversation joins the list on screen at once: a refetch right after the page loaded would be answered
  // from the cache (the hydration window), without it.
  const [start] = useMutation(START_CONVERSATION, {
    update(cache, { data }) {
      const result = data?.startConversation;
      if (result?.__typename !== 'ConversationStarted') return;
      cache.updateQuery({ query: CONVERSATIONS_QUERY, variables: { limit: listLimit } }, (list) => {
        if (!list || list.conversations.items.some((item) => item.id === result.conversation.id)) return list;
        return {
          conversations: {
            ...list.conversations,
            items: [result.conversation, ...list.conversations.items],
            pageInfo: { ...list.conversations.pageInfo, totalData: list.conversations.pageInfo.totalData + 1 },
          },
        };
      });
    },
  });
  const asked = useRef<string | null>(null);
  const key = subject ? JSON.stringify(subject) : null;
  // On its way from the first render that has the subject until its answer is in: a flag set in the effect would
  // come a render late, and that render would open the newest conversation (asking for its messages) meanwhile.
  const [answeredKey, setAnsweredKey] = useState<string | null>(null);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!subject || !key || asked.current === key) return;
    asked.current = key;
    start({ variables: { input: subject } })
      .then(({ data }) => {
        const result = data?.startConversation;
        if (result?.__typename === 'ConversationStarted') latest.current.onStarted(result.conversation.id);
        else {
          toastFailure(result && 'message' in result ? result.message : 'The conversation could not be started');
          latest.current.onRefused();
        }
      })
      .catch((error: unknown) => {
        toastFailure(error instanceof Error ? error.message : 'The conversation could not be started');
        latest.current.onRefused();
      })
      .finally(() => setAnsweredKey(key));
  }, [key, subject, start]);
  return key !== null && answeredKey !== key;
}
